import {
  CATALOGUE_MESSAGES,
  FinanceOptionRecordSchema,
  type FinanceOptionRecord,
  type SaveFinanceOptionInput,
} from '@pb/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getFinanceOptionQueryOptions } from './get-finance-option';
import { getFinanceOptionsQueryOptions } from './get-finance-options';

/**
 * PATCH /api/FinanceOptions — the one call that creates (no id) and updates (id and version;
 * 409 when stale), spec 2 §7.
 */
export const saveFinanceOption = (input: SaveFinanceOptionInput) =>
  api.patch('/FinanceOptions', { body: input, schema: FinanceOptionRecordSchema });

/** Spec 2 §4: the saved option replaces its entry in the list, or is appended to it. */
async function storeSaved(queryClient: QueryClient, saved: FinanceOptionRecord) {
  const listKey = getFinanceOptionsQueryOptions().queryKey;
  queryClient.setQueryData(getFinanceOptionQueryOptions(saved.id).queryKey, saved);
  queryClient.setQueryData(listKey, (list) =>
    list?.some((option) => option.id === saved.id)
      ? list.map((option) => (option.id === saved.id ? saved : option))
      : [...(list ?? []), saved],
  );
  await queryClient.invalidateQueries({ queryKey: listKey, exact: true });
}

type UseSaveFinanceOptionOptions = { mutationConfig?: MutationConfig<typeof saveFinanceOption> };

function useSaveFinanceOption(
  messages: { successMessage: string; errorMessage: string },
  { mutationConfig }: UseSaveFinanceOptionOptions,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: messages,
    ...rest,
    mutationFn: saveFinanceOption,
    onSuccess: async (saved, ...args) => {
      await storeSaved(queryClient, saved);
      return onSuccess?.(saved, ...args);
    },
  });
}

/** Create: 'Finance Option created', or the product's 'Could not create User.' on failure. */
export const useCreateFinanceOption = (options: UseSaveFinanceOptionOptions = {}) =>
  useSaveFinanceOption(
    {
      successMessage: CATALOGUE_MESSAGES.financeOptionCreated,
      errorMessage: CATALOGUE_MESSAGES.couldNotCreateFinanceOption,
    },
    options,
  );

/** Update: 'Finance Option updated', or the product's 'Could not update User.' on failure. */
export const useUpdateFinanceOption = (options: UseSaveFinanceOptionOptions = {}) =>
  useSaveFinanceOption(
    {
      successMessage: CATALOGUE_MESSAGES.financeOptionUpdated,
      errorMessage: CATALOGUE_MESSAGES.couldNotUpdateFinanceOption,
    },
    options,
  );
