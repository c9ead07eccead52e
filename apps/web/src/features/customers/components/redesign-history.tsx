import ForumIcon from '@mui/icons-material/Forum';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * The 'Redesign History' panel (spec 3 §2). Redesign chats arrive with the proposal-team chat (a
 * later issue); until then it shows its empty state.
 */
export function RedesignHistory() {
  return (
    <Paper variant="outlined" component="section" aria-label="Redesign History" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" gutterBottom>
        Redesign History
      </Typography>
      <Box sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
        <ForumIcon fontSize="large" aria-hidden />
        <Typography variant="body2">No redesign requests yet.</Typography>
      </Box>
    </Paper>
  );
}
