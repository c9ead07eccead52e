import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PROPOSAL_MESSAGES } from '@pb/core';
import { useState } from 'react';
import { MountWhenVisible } from '../../../components/ui/mount-when-visible';
import type { CustomerProposalsState } from '../api/get-customer-proposals';
import { useProposalToCompare } from '../api/get-proposal-to-compare';
import { CurrentDetailsPanel } from './current-details-panel';
import { sortProposals } from '../utils/sort-proposals';
import { CustomerProposalsList } from './customer-proposals-list';
import { SectionCard } from './section-card';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';

type ProposalsColumnProps = { list: CustomerProposalsState };

/**
 * Right column: the comparison with the chosen proposal (the newest by default) and the list.
 * The list carries summaries; the chosen proposal's details are read on their own.
 */
export function ProposalsColumn({ list }: ProposalsColumnProps) {
  const { query, proposals } = list;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sorted = sortProposals(proposals ?? []);
  const selected = sorted.find((p) => p.id === selectedId) ?? sorted[0] ?? null;
  const chosen = useProposalToCompare(selected?.customerId ?? '', selected?.id ?? null);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SectionCard title="Current Details For Proposal">
        {query.isPending || (selected && chosen.isPending) ? (
          <Skeleton variant="rounded" height={120} />
        ) : chosen.isError ? (
          <Alert severity="error">{PROPOSAL_MESSAGES.couldNotGetProposal}</Alert>
        ) : (
          <CurrentDetailsPanel
            proposal={selected ? (chosen.data ?? null) : null}
            hasProposals={sorted.length > 0}
          />
        )}
      </SectionCard>
      <SectionCard title="Proposals">
        {query.isPending && <LoadingSkeleton height={160} />}
        {query.isError && <Alert severity="error">{PROPOSAL_MESSAGES.couldNotGetProposal}</Alert>}
        {proposals && (
          // Under the comparison, below the fold: mounted after the page's first paint.
          <MountWhenVisible label="Proposals list" placeholderHeight={88}>
            <CustomerProposalsList
              proposals={proposals}
              selectedId={selected?.id ?? null}
              onSelect={(proposal) => setSelectedId(proposal.id)}
              more={list}
            />
          </MountWhenVisible>
        )}
      </SectionCard>
    </Box>
  );
}
