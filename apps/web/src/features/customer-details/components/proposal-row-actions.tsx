import CopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import OpenIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { PROPOSAL_MESSAGES, type ProposalSummary } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Open the internal view (new window), copy the public link, start a new proposal from this one. */
export function ProposalRowActions({ proposal }: { proposal: ProposalSummary }) {
  const copyLink = async () => {
    const url = `${window.location.origin}${paths.publicProposalLink.getHref(proposal.id, proposal.proposalNumber)}`;
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(PROPOSAL_MESSAGES.proposalLinkCopied, { variant: 'success' });
    } catch {
      enqueueSnackbar(`Copy this link: ${url}`, { variant: 'info' });
    }
  };
  return (
    // Inside a selectable list row: the actions must not also select the row.
    <Box sx={{ display: 'flex', gap: 0.25 }} onClick={(event) => event.stopPropagation()}>
      <Tooltip title="Open proposal">
        <IconButton
          size="small"
          component="a"
          href={paths.proposal.getHref(proposal.customerId, proposal.id)}
          target="_blank"
          rel="noopener"
          aria-label={`Open Prop${proposal.proposalNumber}`}
        >
          <OpenIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Copy proposal link">
        <IconButton
          size="small"
          onClick={() => void copyLink()}
          aria-label={`Copy link of Prop${proposal.proposalNumber}`}
        >
          <LinkIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="New proposal from this one">
        <IconButton
          size="small"
          component={RouterLink}
          to={paths.proposalBuilder.getHref(proposal.customerId, proposal.id)}
          aria-label={`New proposal from Prop${proposal.proposalNumber}`}
        >
          <CopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
