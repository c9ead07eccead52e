import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { ADMIN_SCREEN_MESSAGES, type CrmOutboxItem } from '@pb/core';
import { useCrmOutbox } from '../api/get-crm-outbox';
import { PagedOutbox } from './paged-outbox';
import { RetryButton } from './retry-button';
import { formatDateTime, StatusChip, type OutboxColumn } from './outbox-table';

const WHAT: Record<CrmOutboxItem['kind'], string> = {
  'crm-onboarding': 'CRM onboarding',
  'portal-onboarding': 'Customer portal',
};

const STEP: Record<CrmOutboxItem['steps'][number]['kind'], string> = {
  opportunity: 'Opportunity',
  customerInstall: 'Customer install',
  siteSurvey: 'Site survey',
  adders: 'Adders',
};

const nameOf = (i: CrmOutboxItem) => `${WHAT[i.kind]} of ${i.customerName || i.contractId}`;

const COLUMNS: OutboxColumn<CrmOutboxItem>[] = [
  { id: 'what', label: 'Call', render: (i) => WHAT[i.kind] },
  { id: 'customer', label: 'Customer', render: (i) => i.customerName || '—' },
  { id: 'status', label: 'Status', render: (i) => <StatusChip status={i.status} /> },
  { id: 'attempts', label: 'Attempts', render: (i) => i.attempts },
  { id: 'next', label: 'Next Attempt', render: (i) => formatDateTime(i.nextAttemptAt) },
  { id: 'created', label: 'Created', render: (i) => formatDateTime(i.createdAt) },
];

/** A push's CRM records in order, each with its CRM id once created or its last error. */
function Steps({ item }: { item: CrmOutboxItem }) {
  if (item.steps.length === 0) return null;
  return (
    <List dense disablePadding aria-label={`Records of ${nameOf(item)}`}>
      {item.steps.map((s) => (
        <ListItem key={s.kind} disableGutters sx={{ display: 'block' }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            {STEP[s.kind]}
          </Typography>
          <Typography variant="body2" component="span">
            {`: ${s.status}${s.crmId ? ` (${s.crmId})` : ''}`}
          </Typography>
          {s.status !== 'done' && s.error && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {s.error}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The onboardings' calls to the CRM and the customer portal (decision 0067): each waits and
 * retries on its own after a failure; a dead one waits for Retry here.
 */
export function CrmOutboxSection() {
  return (
    <PagedOutbox
      usePage={useCrmOutbox}
      errorMessage={ADMIN_SCREEN_MESSAGES.couldNotGetCrmPushes}
      aria-label="CRM and portal calls"
      columns={COLUMNS}
      getRowKey={(i) => String(i.id)}
      getRowName={nameOf}
      renderDetail={(i) => (
        <>
          <Steps item={i} />
          {i.doneAt && (
            <Typography variant="body2">{`Sent ${formatDateTime(i.doneAt)}`}</Typography>
          )}
          {i.error && (
            <Typography variant="body2" color="error" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {`Error: ${i.error}`}
            </Typography>
          )}
          <RetryButton kind="crm" id={String(i.id)} status={i.status} />
        </>
      )}
      emptyText="No CRM or portal calls yet."
    />
  );
}
