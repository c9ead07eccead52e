import {
  CreateTemplateInputSchema,
  PRODUCT_BASE_TEMPLATE,
  TEMPLATE_PAGES,
  type CreateTemplateInput,
} from '@pb/core';
import { useCreateTemplate } from '../api/create-template';
import { TemplateForm } from './template-form';

/** A new template starts as the company's own brand with every page in the standard order. */
const NEW_TEMPLATE: CreateTemplateInput = {
  name: '',
  baseTemplate: PRODUCT_BASE_TEMPLATE,
  pages: [...TEMPLATE_PAGES],
};

/** /templates/new: Save Template posts the ticked pages in the shown order. */
export function CreateTemplateForm({ onSaved }: { onSaved: () => void }) {
  const createTemplate = useCreateTemplate({ mutationConfig: { onSuccess: onSaved } });
  return (
    <TemplateForm
      title="New Template"
      formLabel="New template"
      formKey="new"
      schema={CreateTemplateInputSchema}
      defaultValues={NEW_TEMPLATE}
      onSubmit={(values) => createTemplate.mutateAsync(values)}
    />
  );
}
