import ChatIcon from '@mui/icons-material/Forum';
import LinkIcon from '@mui/icons-material/Link';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type DashboardInfoProps = { trainingVideoUrl?: string };

/** Spec 1 §2 Dashboard: the information page for users without PB_VIEW_REDESIGN_DASHBOARD. */
export function DashboardInfo({ trainingVideoUrl }: DashboardInfoProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 760 }}>
      <Typography variant="h1" gutterBottom>
        Welcome to Proposal Builder
      </Typography>
      <List>
        <ListItem disableGutters>
          <ListItemIcon>
            <LinkIcon color="primary" />
          </ListItemIcon>
          <ListItemText
            primary="Building a proposal"
            secondary="Open a proposal with the proposal link on the customer info page, or from the routes page of the sales system."
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemIcon>
            <ChatIcon color="primary" />
          </ListItemIcon>
          <ListItemText
            primary="Requests and chat"
            secondary="Use the chat bubble to see the status of a redesign, initial proposal or old-tool request, and to chat with the proposal team."
          />
        </ListItem>
      </List>
      <Button
        variant="contained"
        startIcon={<PlayCircleIcon />}
        href={trainingVideoUrl ?? '#'}
        disabled={!trainingVideoUrl}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ mt: 1 }}
      >
        Watch the training video
      </Button>
    </Paper>
  );
}
