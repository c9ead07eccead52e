import ContractIcon from '@mui/icons-material/HistoryEdu';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import type { ProposalSummary } from '@pb/core';
import { formatKw, formatShortDate, formatUsd } from '../utils/format';
import { sortProposals } from '../utils/sort-proposals';
import { ProposalRowActions } from './proposal-row-actions';

type CustomerProposalsListProps = {
  proposals: readonly ProposalSummary[];
  /** With these, a proposal can be chosen (for 'Current Details For Proposal'). */
  selectedId?: string | null;
  onSelect?: (proposal: ProposalSummary) => void;
  emptyText?: string;
  /** Paging: how many there are in all, and the next page (older proposals) on demand. */
  more?: { total: number; hasMore: boolean; isLoadingMore: boolean; loadMore: () => void };
};

function ProposalFlags({ proposal }: { proposal: ProposalSummary }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {proposal.isContractGenerated && (
        <Tooltip title="Contract generated">
          <ContractIcon fontSize="small" color="success" titleAccess="Contract generated" />
        </Tooltip>
      )}
      {proposal.isViewableByRep && (
        <Tooltip title="Viewable by rep">
          <VisibilityIcon fontSize="small" color="action" titleAccess="Viewable by rep" />
        </Tooltip>
      )}
      {proposal.isRedLine && <Chip size="small" color="error" variant="outlined" label="Redline" />}
      {proposal.isGroundMount && <Chip size="small" variant="outlined" label="Ground Mount" />}
    </Box>
  );
}

type ProposalCardProps = {
  proposal: ProposalSummary;
  /** Given when the proposal can be chosen: its summary is then a toggle button. */
  select?: { isSelected: boolean; onSelect: () => void };
};

/**
 * One proposal. The choosing button holds the summary only; the flags and the row's own buttons
 * sit beside it, never inside it (a control inside a control cannot be reached by keyboard).
 */
function ProposalCard({ proposal, select }: ProposalCardProps) {
  const summary = (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
        Prop{proposal.proposalNumber}
        {proposal.description ? ` · ${proposal.description}` : ''}
      </Typography>
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block' }}
      >
        {proposal.createdBy} · {formatShortDate(proposal.dateCreated)}
      </Typography>
      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
        {formatKw(proposal.systemSize)} · {formatUsd(proposal.totalSystemCost)}
      </Typography>
    </>
  );
  return (
    <Box sx={{ width: '100%', display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {select ? (
        <ButtonBase
          aria-pressed={select.isSelected}
          onClick={select.onSelect}
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'block',
            textAlign: 'left',
            borderRadius: 1,
            p: 0.5,
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {summary}
        </ButtonBase>
      ) : (
        <Box sx={{ flex: 1, minWidth: 0 }}>{summary}</Box>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 0.5,
          flexShrink: 0,
        }}
      >
        <ProposalFlags proposal={proposal} />
        <ProposalRowActions proposal={proposal} />
      </Box>
    </Box>
  );
}

/** A customer's proposals: number, description, author, date (MM/DD/YY), size, cost and flags. */
export function CustomerProposalsList({
  proposals,
  selectedId,
  onSelect,
  emptyText = 'No proposals yet.',
  more,
}: CustomerProposalsListProps) {
  if (proposals.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <>
      <List dense aria-label="Proposals" disablePadding>
        {sortProposals(proposals).map((proposal) => (
          <ListItem
            key={proposal.id}
            divider={!onSelect}
            sx={
              onSelect
                ? {
                    px: 0.5,
                    borderRadius: 1,
                    bgcolor: proposal.id === selectedId ? 'action.selected' : undefined,
                  }
                : undefined
            }
          >
            <ProposalCard
              proposal={proposal}
              select={
                onSelect
                  ? { isSelected: proposal.id === selectedId, onSelect: () => onSelect(proposal) }
                  : undefined
              }
            />
          </ListItem>
        ))}
      </List>
      {more?.hasMore && <LoadMore shown={proposals.length} {...more} />}
    </>
  );
}

/** Under a long list: how many are shown of how many, and the next (older) page. */
function LoadMore({
  shown,
  total,
  isLoadingMore,
  loadMore,
}: { shown: number } & NonNullable<CustomerProposalsListProps['more']>) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pt: 1 }}>
      <Typography variant="caption" color="text.secondary">
        Showing {shown} of {total}
      </Typography>
      <Button size="small" onClick={loadMore} disabled={isLoadingMore}>
        {isLoadingMore ? 'Loading…' : 'Load older proposals'}
      </Button>
    </Box>
  );
}
