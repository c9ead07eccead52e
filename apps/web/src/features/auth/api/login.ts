import { PLATFORM_MESSAGES, TokenPairSchema, type LoginInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/auth/login — Google ID token, Facebook access token, or a demo user's email. */
export const login = (input: LoginInput) =>
  api.post('/auth/login', { body: input, schema: TokenPairSchema, isPublic: true });

type UseLoginOptions = { mutationConfig?: MutationConfig<typeof login> };

/** Stores the token pair and forgets anything cached for a previous user. */
export function useLogin({ mutationConfig }: UseLoginOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorMessage: PLATFORM_MESSAGES.invalidCredentials },
    ...rest,
    mutationFn: login,
    onSuccess: (tokens, ...args) => {
      authStorage.setTokens(tokens);
      queryClient.removeQueries({ queryKey: ['auth', 'me'] });
      return onSuccess?.(tokens, ...args);
    },
  });
}
