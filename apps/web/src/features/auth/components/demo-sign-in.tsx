import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AuthProviders } from '@pb/core';

type DemoUser = NonNullable<AuthProviders['demo']>['users'][number];

type DemoSignInProps = {
  users: readonly DemoUser[];
  onSignIn: (email: string) => void;
  isPending: boolean;
};

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Offered by the server only without real providers and never in production (design brief). */
export function DemoSignIn({ users, onSignIn, isPending }: DemoSignInProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="demo-sign-in-title"
      variant="outlined"
      sx={{ borderColor: 'warning.main', borderStyle: 'dashed', borderWidth: 2, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Chip label="DEMO" color="warning" size="small" sx={{ fontWeight: 700 }} />
        <Typography id="demo-sign-in-title" variant="h3" component="h2">
          Demo sign-in
        </Typography>
      </Box>
      <Alert severity="warning" variant="outlined" sx={{ mb: 1, py: 0 }}>
        For trying the app only: no password is checked. Pick a seeded user.
      </Alert>
      <List dense aria-label="Demo users" sx={{ maxHeight: 260, overflowY: 'auto' }}>
        {users.map((user) => (
          // A list item per user, the button inside it (a button straight in <ul> is no list).
          <ListItem key={user.email} disablePadding>
            <ListItemButton disabled={isPending} onClick={() => onSignIn(user.email)}>
              <ListItemAvatar>
                {/* The initials are decoration: the button's text names the user. */}
                <Avatar
                  aria-hidden
                  sx={{
                    width: 32,
                    height: 32,
                    fontSize: 14,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  {initialsOf(user.name)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={`${user.name} · ${user.role}`} secondary={user.email} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
