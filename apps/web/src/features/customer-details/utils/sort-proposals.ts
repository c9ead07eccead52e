import type { ProposalSummary } from '@pb/core';

/** Newest proposal number first (spec 3 §2). */
export const sortProposals = (proposals: readonly ProposalSummary[]) =>
  [...proposals].sort((a, b) => b.proposalNumber - a.proposalNumber);
