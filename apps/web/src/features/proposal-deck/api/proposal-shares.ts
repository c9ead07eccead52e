import { ProposalShareSchema, ProposalSharesResponseSchema } from '@pb/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET|POST /api/Proposals/:id/shares, DELETE …/shares/:shareId — the customer share links. */
const base = (proposalId: string) => `/Proposals/${encodeURIComponent(proposalId)}/shares`;

export const getProposalSharesQueryOptions = (proposalId: string) =>
  queryOptions({
    queryKey: ['proposals', 'shares', proposalId],
    queryFn: ({ signal }) =>
      api.get(base(proposalId), { schema: ProposalSharesResponseSchema, signal }),
  });

export const useProposalShares = (proposalId: string, isEnabled: boolean) =>
  useQuery({ ...getProposalSharesQueryOptions(proposalId), enabled: isEnabled });

export function useCreateShare(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Could not create the share link.' },
    mutationFn: () => api.post(base(proposalId), { schema: ProposalShareSchema }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getProposalSharesQueryOptions(proposalId).queryKey,
      }),
  });
}

export function useRevokeShare(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      successMessage: 'Share link revoked.',
      errorMessage: 'Could not revoke the share link.',
    },
    mutationFn: (shareId: string) =>
      api.delete(`${base(proposalId)}/${encodeURIComponent(shareId)}`, {
        schema: ProposalShareSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getProposalSharesQueryOptions(proposalId).queryKey,
      }),
  });
}

/** The customer's URL of a share token. */
export const shareUrl = (token: string) => `${window.location.origin}/p/${token}`;
