import type {
  CreateProposalRequest,
  ProposalFigures,
  ProposalInput,
  UpdateProposalRequest,
} from '@pb/core';
import type { ProposalFormValues } from './proposal-form-schema';

/**
 * The body fields of a save. The proposal EPC is the one the figures were priced at (a
 * standard proposal's EPC is solved in the browser from the rep's base EPC); the base EPC is
 * read by the server on red line only. Shading is saved as 0 while 'Has Shading' is off.
 */
function inputOf(values: ProposalFormValues, figures: ProposalFigures): ProposalInput {
  const { hasShading, version: _version, outOfPocketCost, ...rest } = values;
  return {
    ...rest,
    details: {
      ...values.details,
      shadingReductionPct: hasShading ? values.details.shadingReductionPct : 0,
    },
    proposalEpc: figures.proposalEpc,
    baseEpc: values.isRedLine ? (values.baseEpc ?? figures.baseEpc) : figures.baseEpc,
    outOfPocketCost: outOfPocketCost ?? 0,
  };
}

/** POST /api/Proposals body: Generate Proposal, or Save As New Proposal (a copy, empty id). */
export const toCreateRequest = (
  customerId: string,
  values: ProposalFormValues,
  figures: ProposalFigures,
): CreateProposalRequest => ({ ...inputOf(values, figures), customerId, id: '' });

/** PUT /api/Proposals body: the whole proposal at the version read. */
export const toUpdateRequest = (
  proposalId: string,
  version: number,
  values: ProposalFormValues,
  figures: ProposalFigures,
): UpdateProposalRequest => ({ ...inputOf(values, figures), id: proposalId, version });
