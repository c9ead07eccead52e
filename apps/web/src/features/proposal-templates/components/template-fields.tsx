import { BASE_TEMPLATES, TEMPLATE_PAGES, type BaseTemplate } from '@pb/core';
import { FormOrderedChecklistField } from '../../../components/form/ordered-checklist-field';
import { FormSelectField } from '../../../components/form/select-field';
import { FormTextField } from '../../../components/form/text-field';
import { useFormValue } from '../../../components/form/use-form-value';
import { PageThumbnail } from './page-thumbnail';
import { TEMPLATE_PAGE_LABELS } from './template-page-labels';

const BASE_TEMPLATE_OPTIONS = BASE_TEMPLATES.map((value) => ({ value, label: value }));
const PAGE_OPTIONS = TEMPLATE_PAGES.map((value) => ({ value, label: TEMPLATE_PAGE_LABELS[value] }));

/** Base template and name of the template form. */
export function TemplateNameFields({ isReadOnly = false }: { isReadOnly?: boolean }) {
  return (
    <>
      <FormSelectField
        name="baseTemplate"
        label="Base Template"
        required
        disabled={isReadOnly}
        options={BASE_TEMPLATE_OPTIONS}
        helperText="The brand whose logo, colours and contact details the deck uses."
      />
      <FormTextField name="name" label="Name" required disabled={isReadOnly} autoComplete="off" />
    </>
  );
}

/** The page checklist: tick the pages to show, order them with the arrows (spec 3 §2). */
export function TemplatePagesField({ isReadOnly = false }: { isReadOnly?: boolean }) {
  const baseTemplate = useFormValue<BaseTemplate>('baseTemplate');
  return (
    <FormOrderedChecklistField
      name="pages"
      label="Pages"
      options={PAGE_OPTIONS}
      disabled={isReadOnly}
      helperText="Only ticked pages are shown to the customer, in this order."
      renderPreview={(page) => (
        <PageThumbnail page={page} baseTemplate={baseTemplate} width={72} isDecorative />
      )}
    />
  );
}
