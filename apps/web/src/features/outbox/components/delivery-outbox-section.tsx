import Typography from '@mui/material/Typography';
import { ADMIN_SCREEN_MESSAGES, type NotificationDelivery } from '@pb/core';
import { useState } from 'react';
import { QueryContent } from '../../../components/ui/query-content';
import { useDeliveryOutbox } from '../api/get-delivery-outbox';
import { RetryButton } from './retry-button';
import {
  formatDateTime,
  MessageBody,
  OutboxTable,
  StatusChip,
  type OutboxColumn,
} from './outbox-table';

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
  const [params, setParams] = useState({ page: 1, pageSize: 25 });
  const deliveries = useDeliveryOutbox(params);
  return (
    <QueryContent query={deliveries} errorMessage={ADMIN_SCREEN_MESSAGES.couldNotGetDeliveries}>
      {(data) => (
        <OutboxTable
          aria-label="Notification deliveries"
          rows={data.items}
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
          total={data.total}
          page={params.page}
          pageSize={params.pageSize}
          onPageChange={(page) => setParams((p) => ({ ...p, page }))}
          onPageSizeChange={(pageSize) => setParams({ page: 1, pageSize })}
          emptyText="No notification deliveries yet."
        />
      )}
    </QueryContent>
  );
}
