import { OnboardingContextSchema, ONBOARDING_MESSAGES } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/Contracts/:id/onboarding — the record (or null) and what the stepper needs. */
export const getOnboarding = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/Contracts/${encodeURIComponent(id)}/onboarding`, {
    schema: OnboardingContextSchema,
    signal,
  });

export const onboardingKey = (id: string) => ['contracts', id, 'onboarding'] as const;

export const getOnboardingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: onboardingKey(id),
    queryFn: ({ signal }) => getOnboarding(id, { signal }),
    meta: { errorMessage: ONBOARDING_MESSAGES.unableToGetContract },
    staleTime: 0,
  });

export const useOnboarding = (id: string) => useQuery(getOnboardingQueryOptions(id));
