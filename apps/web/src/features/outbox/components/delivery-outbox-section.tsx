import Typography from '@mui/material/Typography';
import { ADMIN_SCREEN_MESSAGES, type NotificationDelivery } from '@pb/core';
import { useDeliveryOutbox } from '../api/get-delivery-outbox';
import { PagedOutbox } from './paged-outbox';
import { RetryButton } from './retry-button';
import { formatDateTime, MessageBody, StatusChip, type OutboxColumn } from './outbox-table';

/** The subject of an email, or the start of a text message. */
const headline = (d: NotificationDelivery) =>
  d.subject || (d.body.length > 60 ? `${d.body.slice(0, 60)}…` : d.body);

const COLUMNS: OutboxColumn<NotificationDelivery>[] = [
  { id: 'channel', label: 'Channel', render: (d) => (d.channel === 'sms' ? 'Text' : 'Email') },
  { id: 'to', label: 'To', render: (d) => d.recipient },
  { id: 'subject', label: 'Subject / Message', render: headline },
  { id: 'status', label: 'Status', render: (d) => <StatusChip status={d.status} /> },
  { id: 'created', label: 'Created', render: (d) => formatDateTime(d.createdAt) },
];

/** `notification_deliveries`: the emails and texts that notifications caused. */
export function DeliveryOutboxSection() {
  return (
    <PagedOutbox
      usePage={useDeliveryOutbox}
      errorMessage={ADMIN_SCREEN_MESSAGES.couldNotGetDeliveries}
      aria-label="Notification deliveries"
      columns={COLUMNS}
      getRowKey={(d) => String(d.id)}
      getRowName={headline}
      renderDetail={(d) => (
        <>
          <MessageBody text={d.body} />
          {d.error && (
            <Typography variant="body2" color="error" sx={{ mt: 1 }}>
              {`Error: ${d.error}`}
            </Typography>
          )}
          <RetryButton kind="notifications" id={String(d.id)} status={d.status} />
        </>
      )}
      emptyText="No notification deliveries yet."
    />
  );
}
