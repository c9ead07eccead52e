import { ADMIN_SCREEN_MESSAGES, type EmailOutboxItem } from '@pb/core';
import { useState } from 'react';
import { QueryContent } from '../../../components/ui/query-content';
import Typography from '@mui/material/Typography';
import { useEmailOutbox } from '../api/get-email-outbox';
import { RetryButton } from './retry-button';
import {
  formatDateTime,
  MessageBody,
  OutboxTable,
  StatusChip,
  type OutboxColumn,
} from './outbox-table';

const COLUMNS: OutboxColumn<EmailOutboxItem>[] = [
  { id: 'to', label: 'To', render: (e) => e.to },
  { id: 'subject', label: 'Subject', render: (e) => e.subject },
  { id: 'status', label: 'Status', render: (e) => <StatusChip status={e.status} /> },
  { id: 'created', label: 'Created', render: (e) => formatDateTime(e.createdAt) },
  { id: 'sent', label: 'Sent', render: (e) => formatDateTime(e.sentAt) },
];

/** The `email_outbox` table: agreement and welcome emails (kept here when SMTP is not set up). */
export function EmailOutboxSection() {
  const [params, setParams] = useState({ page: 1, pageSize: 25 });
  const emails = useEmailOutbox(params);
  return (
    <QueryContent query={emails} errorMessage={ADMIN_SCREEN_MESSAGES.couldNotGetEmails}>
      {(data) => (
        <OutboxTable
          aria-label="Emails"
          rows={data.items}
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
          total={data.total}
          page={params.page}
          pageSize={params.pageSize}
          onPageChange={(page) => setParams((p) => ({ ...p, page }))}
          onPageSizeChange={(pageSize) => setParams({ page: 1, pageSize })}
          emptyText="No emails yet."
        />
      )}
    </QueryContent>
  );
}
