import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ForumIcon from '@mui/icons-material/Forum';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { chatHistoryDate, startMessagePreview } from '@pb/core';
import { useCustomerChats } from '../api/chat-requests';
import { ChatThread } from './chat-thread';
import { RequestStatusChip } from './request-status-chip';

/**
 * 'Redesign History' (spec 3 §2): the customer's requests — start message cut at 97 + '...',
 * the rep's name and MM-DD-YY — each expanding to its chat. Load failures are only logged.
 */
export function RedesignHistory({ customerId }: { customerId: string }) {
  const chats = useCustomerChats(customerId);
  const list = chats.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-label="Redesign History" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" gutterBottom>
        Redesign History
      </Typography>
      {list.length === 0 ? (
        <Box sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
          <ForumIcon fontSize="large" aria-hidden />
          <Typography variant="body2">No redesign requests yet.</Typography>
        </Box>
      ) : (
        list.map((r) => (
          <Accordion
            key={r.id}
            disableGutters
            variant="outlined"
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {startMessagePreview(r.startMessage).text}
                </Typography>
                <Box
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}
                >
                  <Typography variant="caption" color="text.secondary">
                    {r.rep.firstName} {r.rep.lastName} ·{' '}
                    {chatHistoryDate(new Date(r.createTimestamp))}
                  </Typography>
                  <RequestStatusChip request={r} />
                </Box>
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0, height: 360 }}>
              <ChatThread request={r} isReadOnly={!r.isActive} />
            </AccordionDetails>
          </Accordion>
        ))
      )}
    </Paper>
  );
}
