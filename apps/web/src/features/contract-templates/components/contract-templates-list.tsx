import { CATALOGUE_MESSAGES, type ContractTemplateListItem } from '@pb/core';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { useContractTemplates } from '../api/get-contract-templates';
import {
  useDeactivateContractTemplate,
  useSaveContractTemplate,
} from '../api/save-contract-template';
import { ContractTemplatesTable } from './contract-templates-table';

/** The Contract Templates screen: every provider template, its mapping state and activation. */
export function ContractTemplatesList() {
  const templates = useContractTemplates();
  const activate = useSaveContractTemplate();
  const deactivate = useDeactivateContractTemplate();

  const toggle = (template: ContractTemplateListItem) => {
    if (template.contractTemplateId === null || template.version === null) return;
    const body = {
      id: template.contractTemplateId,
      version: template.version,
      pandadocId: template.pandadocId,
      isActive: !template.isActive,
    };
    if (template.isActive) deactivate.mutate(body);
    else activate.mutate(body);
  };

  return (
    <>
      <PageHeader title="Contract Templates" />
      <QueryContent
        query={templates}
        errorMessage={CATALOGUE_MESSAGES.couldNotGetContractTemplates}
      >
        {(list) => (
          <ContractTemplatesTable
            templates={list}
            onToggleActive={toggle}
            isToggling={activate.isPending || deactivate.isPending}
          />
        )}
      </QueryContent>
    </>
  );
}
