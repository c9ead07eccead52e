import { ADMIN_SCREEN_MESSAGES, type EmailOutboxItem } from '@pb/core';
import Typography from '@mui/material/Typography';
import { useEmailOutbox } from '../api/get-email-outbox';
import { PagedOutbox } from './paged-outbox';
import { RetryButton } from './retry-button';
import { formatDateTime, MessageBody, StatusChip, type OutboxColumn } from './outbox-table';

const COLUMNS: OutboxColumn<EmailOutboxItem>[] = [
  { id: 'to', label: 'To', render: (e) => e.to },
  { id: 'subject', label: 'Subject', render: (e) => e.subject },
  { id: 'status', label: 'Status', render: (e) => <StatusChip status={e.status} /> },
  { id: 'created', label: 'Created', render: (e) => formatDateTime(e.createdAt) },
  { id: 'sent', label: 'Sent', render: (e) => formatDateTime(e.sentAt) },
];

/** The `email_outbox` table: agreement and welcome emails (kept here when SMTP is not set up). */
export function EmailOutboxSection() {
  return (
    <PagedOutbox
      usePage={useEmailOutbox}
      errorMessage={ADMIN_SCREEN_MESSAGES.couldNotGetEmails}
      aria-label="Emails"
      columns={COLUMNS}
      getRowKey={(e) => e.id}
      getRowName={(e) => e.subject}
      renderDetail={(e) => (
        <>
          <MessageBody text={e.body} />
          {e.error && (
            <Typography variant="body2" color="error" sx={{ mt: 1 }}>
              {`Error: ${e.error}`}
            </Typography>
          )}
          <RetryButton kind="emails" id={e.id} status={e.status} />
        </>
      )}
      emptyText="No emails yet."
    />
  );
}
