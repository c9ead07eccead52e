import { decodeProposalHours, ProposalHoursResponseSchema, type ProposalHours } from '@pb/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the builder says when the hours cannot be loaded (snackbar and the page's alert). */
export const NEW_PROPOSAL_HOURS_ERROR = 'Could not load the hours the hourly plan is priced with.';

/**
 * GET /api/customers/:id/new-proposal-hours (decision 0066) — the hours the first save of a new
 * proposal from the customer's saved details prices an hourly plan with: what the builder prices
 * with, so its figures are the ones the save stores. Null on monthly plans. An answer that does
 * not decode to 8760 hours is an error (no figures rather than other ones than the server's).
 */
export const getNewProposalHours = async (
  customerId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProposalHours | null> => {
  const { hours } = await api.get(
    `/customers/${encodeURIComponent(customerId)}/new-proposal-hours`,
    { schema: ProposalHoursResponseSchema, signal },
  );
  if (!hours) return null;
  const decoded = decodeProposalHours(hours);
  if (!decoded) throw new Error('The customer’s hours did not decode to 8760 hours.');
  return decoded;
};

/**
 * The hours when `isHourly` (the details the builder starts from have an hourly plan); keyed by
 * the details' version, since a details save may change the plans, usage or build.
 */
export const useNewProposalHours = (
  customerId: string,
  detailsVersion: number | null,
  isHourly: boolean,
) =>
  useQuery({
    queryKey: ['customers', customerId, 'new-proposal-hours', detailsVersion],
    queryFn: ({ signal }) => getNewProposalHours(customerId, { signal }),
    staleTime: Infinity,
    enabled: isHourly,
    meta: { errorMessage: NEW_PROPOSAL_HOURS_ERROR },
  });
