import InboxIcon from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type EmptyStateProps = { title: string; description?: string };

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, description }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', color: 'text.secondary', py: 4, px: 2 }}>
      <InboxIcon fontSize="large" aria-hidden />
      <Typography variant="subtitle1" component="p">
        {title}
      </Typography>
      {description && <Typography variant="body2">{description}</Typography>}
    </Box>
  );
}
