import Alert from '@mui/material/Alert';
import {
  CATALOGUE_MESSAGES,
  SaveContractTemplateInputSchema,
  type ContractTemplateDetail,
  type ContractTemplateField,
  type DocumentTemplateField,
} from '@pb/core';
import { EditFormCard } from '../../../components/form/edit-form-card';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useContractTemplate } from '../api/get-contract-template';
import { useDocumentTemplate } from '../api/get-document-template';
import { useSaveContractTemplate } from '../api/save-contract-template';
import { FieldMappingTable } from './field-mapping-table';

/** One row per provider field, with the variable it is mapped to ('' when none yet). */
export function mappingRows(
  providerFields: readonly DocumentTemplateField[],
  saved: readonly ContractTemplateField[],
): ContractTemplateField[] {
  const valueOf = new Map(saved.map((field) => [field.pandadocFieldId, field.value]));
  return providerFields.map((field) => ({
    pandadocFieldId: field.uuid,
    name: field.name,
    value: valueOf.get(field.uuid) ?? '',
  }));
}

type MappingFormProps = {
  pandadocId: string;
  name: string;
  record: ContractTemplateDetail | null;
  providerFields: readonly DocumentTemplateField[] | null;
  onSaved: () => void;
  onReload: () => void;
};

function MappingForm({
  pandadocId,
  name,
  record,
  providerFields,
  onSaved,
  onReload,
}: MappingFormProps) {
  const save = useSaveContractTemplate({ mutationConfig: { onSuccess: onSaved } });
  // When the provider no longer has the template, the saved mapping is still shown.
  const fields = providerFields
    ? mappingRows(providerFields, record?.fields ?? [])
    : (record?.fields ?? []);
  return (
    <>
      {!providerFields && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {CATALOGUE_MESSAGES.couldNotGetPandadocContractTemplate} The saved mapping is shown.
        </Alert>
      )}
      <EditFormCard
        title={`Contract Template: ${name}`}
        formLabel="Contract template fields"
        formKey={record?.version ?? 'new'}
        schema={SaveContractTemplateInputSchema}
        defaultValues={{
          ...(record ? { id: record.id, version: record.version } : {}),
          pandadocId,
          fields,
        }}
        onSubmit={(values) => save.mutateAsync(values)}
        cancelHref={paths.contractTemplates.getHref()}
        saveError={save.error}
        onReload={() => {
          save.reset();
          onReload();
        }}
        maxWidth={880}
      >
        <FieldMappingTable fields={fields} />
      </EditFormCard>
    </>
  );
}

type ContractTemplateMappingProps = { pandadocId: string; onSaved: () => void };

/**
 * /contract-templates/{id}: maps each provider template field to a contract variable. No saved
 * template yet (404) starts an empty mapping over the provider's fields.
 */
export function ContractTemplateMapping({ pandadocId, onSaved }: ContractTemplateMappingProps) {
  const record = useContractTemplate({ pandadocId });
  const isNew = record.isSuccess && record.data === null;
  const provider = useDocumentTemplate({ id: pandadocId, queryConfig: { enabled: isNew } });
  return (
    <QueryContent query={record} errorMessage={CATALOGUE_MESSAGES.couldNotGetContractTemplate}>
      {(saved) =>
        saved ? (
          <MappingForm
            pandadocId={pandadocId}
            name={saved.template?.name ?? pandadocId}
            record={saved}
            providerFields={saved.template?.fields ?? null}
            onSaved={onSaved}
            onReload={() => void record.refetch()}
          />
        ) : (
          <QueryContent
            query={provider}
            errorMessage={CATALOGUE_MESSAGES.couldNotGetPandadocContractTemplate}
            notFoundMessage={CATALOGUE_MESSAGES.couldNotGetPandadocContractTemplate}
          >
            {(template) => (
              <MappingForm
                pandadocId={pandadocId}
                name={template.name}
                record={null}
                providerFields={template.fields}
                onSaved={onSaved}
                onReload={() => void record.refetch()}
              />
            )}
          </QueryContent>
        )
      }
    </QueryContent>
  );
}
