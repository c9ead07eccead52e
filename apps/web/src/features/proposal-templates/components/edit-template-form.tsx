import Alert from '@mui/material/Alert';
import {
  PROPOSAL_MESSAGES,
  UpdateTemplateInputSchema,
  type TemplateRecord,
  type UpdateTemplateInput,
} from '@pb/core';
import { QueryContent } from '../../../components/ui/query-content';
import { useTemplate } from '../api/get-template';
import { useUpdateTemplate } from '../api/update-template';
import { TemplateForm } from './template-form';

const toInput = ({
  id,
  version,
  name,
  baseTemplate,
  pages,
}: TemplateRecord): UpdateTemplateInput => ({
  id,
  version,
  name,
  baseTemplate,
  pages: [...pages],
});

type EditTemplateFormProps = {
  templateId: string;
  /** Users without PB_MANAGE_ADMIN_ITEMS see the template but cannot change it. */
  canEdit: boolean;
  onSaved: () => void;
};

/** /templates/{id}: edit a custom template; built-in ones are shown read-only. */
export function EditTemplateForm({ templateId, canEdit, onSaved }: EditTemplateFormProps) {
  const template = useTemplate({ templateId });
  const updateTemplate = useUpdateTemplate({ mutationConfig: { onSuccess: onSaved } });
  return (
    <QueryContent
      query={template}
      errorMessage={PROPOSAL_MESSAGES.couldNotGetTemplate}
      notFoundMessage="This template does not exist."
    >
      {(data) => {
        const isReadOnly = data.isDefault || !canEdit;
        return (
          <TemplateForm
            title={isReadOnly ? data.name : `Edit ${data.name}`}
            formLabel="Edit template"
            formKey={data.version}
            schema={UpdateTemplateInputSchema}
            defaultValues={toInput(data)}
            onSubmit={(values) => updateTemplate.mutateAsync(values)}
            saveError={updateTemplate.error}
            onReload={() => {
              updateTemplate.reset();
              void template.refetch();
            }}
            isReadOnly={isReadOnly}
            notice={
              isReadOnly && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {data.isDefault
                    ? PROPOSAL_MESSAGES.defaultTemplateReadOnly
                    : 'Only administrators can change templates.'}
                </Alert>
              )
            }
          />
        );
      }}
    </QueryContent>
  );
}
