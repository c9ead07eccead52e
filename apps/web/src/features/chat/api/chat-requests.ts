import { ChatRequestSchema, UserChatSchema, type CreateChatRequestInput } from '@pb/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { CHATS_QUERY_KEY } from '../../../lib/realtime';

/** GET /api/chats/customer/{id}/ — the customer's requests (Redesign History). Failures are only logged. */
export const useCustomerChats = (customerId: string) =>
  useQuery({
    queryKey: [...CHATS_QUERY_KEY, 'customer', customerId],
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/chats/customer/${customerId}/`, {
          schema: z.array(ChatRequestSchema),
          signal,
        });
      } catch (error) {
        // A request given up (the list left the page before it answered) is not a failure.
        if (!signal.aborted) console.error('Could not load chats', error);
        throw error;
      }
    },
  });

/** GET /api/chats/user/{id}/ — the user's chat list with unread counts (the rep's bubble). */
export const useUserChats = (userId: string | undefined) =>
  useQuery({
    queryKey: [...CHATS_QUERY_KEY, 'user', userId],
    enabled: !!userId,
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/chats/user/${userId}/`, { schema: z.array(UserChatSchema), signal });
      } catch (error) {
        // A request given up (the list left the page before it answered) is not a failure.
        if (!signal.aborted) console.error('Could not load chats', error);
        throw error;
      }
    },
  });

function useInvalidateChats() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
}

/**
 * POST /api/chats/requests — Request Initial Proposal, /design/{id}, Request Redesign. Its callers
 * announce the outcome ('Inital design request already created' is an info, not an error).
 */
export function useCreateRequest() {
  const invalidate = useInvalidateChats();
  return useMutation({
    meta: { isFailureAnnouncedByCaller: true },
    mutationFn: (input: CreateChatRequestInput) =>
      api.post('/chats/requests', { body: input, schema: ChatRequestSchema }),
    onSuccess: () => invalidate(),
  });
}
