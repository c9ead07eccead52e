import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/ui/page-header';
import { CrmOutboxSection } from './crm-outbox-section';
import { DeliveryOutboxSection } from './delivery-outbox-section';
import { EmailOutboxSection } from './email-outbox-section';

/**
 * Outbox: what the app sent or kept. Without an SMTP server (or SMS service) messages stay here
 * with status "stored", so an admin can read them; sent ones are logged with their sent time.
 */
export function OutboxScreen() {
  return (
    <>
      <PageHeader title="Outbox" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Newest first. “stored” means no mail or text server is configured, so the message was kept
        here instead of being sent.
      </Typography>
      <Box component="section" aria-labelledby="outbox-emails-title" sx={{ mb: 4 }}>
        <Typography id="outbox-emails-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          Emails
        </Typography>
        <EmailOutboxSection />
      </Box>
      <Box component="section" aria-labelledby="outbox-deliveries-title" sx={{ mb: 4 }}>
        <Typography id="outbox-deliveries-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          Notification Deliveries
        </Typography>
        <DeliveryOutboxSection />
      </Box>
      <Box component="section" aria-labelledby="outbox-crm-title">
        <Typography id="outbox-crm-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          CRM and Portal Calls
        </Typography>
        <CrmOutboxSection />
      </Box>
    </>
  );
}
