import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PROPOSAL_MESSAGES, type ProposalRecord } from '@pb/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { CurrentDetailsPanel } from './current-details-panel';
import { CustomerProposalsList, sortProposals } from './customer-proposals-list';
import { SectionCard } from './section-card';

type ProposalsColumnProps = { proposals: UseQueryResult<ProposalRecord[]> };

/** Right column: the comparison with the chosen proposal (the newest by default) and the list. */
export function ProposalsColumn({ proposals }: ProposalsColumnProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sorted = sortProposals(proposals.data ?? []);
  const selected = sorted.find((p) => p.id === selectedId) ?? sorted[0] ?? null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SectionCard title="Current Details For Proposal">
        {proposals.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <CurrentDetailsPanel proposal={selected} hasProposals={sorted.length > 0} />
        )}
      </SectionCard>
      <SectionCard title="Proposals">
        {proposals.isPending && <Skeleton variant="rounded" height={160} aria-label="Loading" />}
        {proposals.isError && (
          <Alert severity="error">{PROPOSAL_MESSAGES.couldNotGetProposal}</Alert>
        )}
        {proposals.data && (
          <CustomerProposalsList
            proposals={proposals.data}
            selectedId={selected?.id ?? null}
            onSelect={(proposal) => setSelectedId(proposal.id)}
          />
        )}
      </SectionCard>
    </Box>
  );
}
