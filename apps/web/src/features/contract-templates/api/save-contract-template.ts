import {
  CATALOGUE_MESSAGES,
  ContractTemplateRecordSchema,
  type ContractTemplateRecord,
  type SaveContractTemplateInput,
} from '@pb/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getContractTemplateQueryOptions } from './get-contract-template';
import { getContractTemplatesQueryOptions } from './get-contract-templates';

/**
 * PATCH /api/ContractTemplates — creates the record of a provider template (no id) or updates it
 * (id and version; 409 when stale). `isActive: false` deactivates it.
 */
export const saveContractTemplate = (input: SaveContractTemplateInput) =>
  api.patch('/ContractTemplates', { body: input, schema: ContractTemplateRecordSchema });

/** Spec 2 §4: the saved template replaces its entry in the list (then the list is refetched). */
async function storeSaved(queryClient: QueryClient, saved: ContractTemplateRecord) {
  const listKey = getContractTemplatesQueryOptions().queryKey;
  queryClient.setQueryData(listKey, (list) =>
    list?.map((item) =>
      item.pandadocId === saved.pandadocId
        ? {
            ...item,
            contractTemplateId: saved.id,
            version: saved.version,
            isActive: saved.isActive,
            isConfigured: saved.fields.some((field) => field.value !== ''),
            mappedFieldCount: saved.fields.filter((field) => field.value !== '').length,
            fieldCount: saved.fields.length,
          }
        : item,
    ),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
    queryClient.invalidateQueries({
      queryKey: getContractTemplateQueryOptions(saved.pandadocId).queryKey,
    }),
  ]);
}

type UseSaveContractTemplateOptions = {
  mutationConfig?: MutationConfig<typeof saveContractTemplate>;
};

function useSave(successMessage: string, { mutationConfig }: UseSaveContractTemplateOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { successMessage, errorMessage: CATALOGUE_MESSAGES.couldNotUpdateContractTemplate },
    ...rest,
    mutationFn: saveContractTemplate,
    onSuccess: async (saved, ...args) => {
      await storeSaved(queryClient, saved);
      return onSuccess?.(saved, ...args);
    },
  });
}

/** Saves the field mapping (or activates): 'Contract Template Updated.' */
export const useSaveContractTemplate = (options: UseSaveContractTemplateOptions = {}) =>
  useSave(CATALOGUE_MESSAGES.contractTemplateUpdated, options);

/** Deactivates (isActive false): 'Contract Template Deactivate.' */
export const useDeactivateContractTemplate = (options: UseSaveContractTemplateOptions = {}) =>
  useSave(CATALOGUE_MESSAGES.contractTemplateDeactivated, options);
