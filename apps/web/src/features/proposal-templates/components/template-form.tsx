import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { BaseTemplate, TemplatePage } from '@pb/core';
import { useState, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Form } from '../../../components/form/form';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { useFormValue } from '../../../components/form/use-form-value';
import { ConflictAlert } from '../../../components/ui/conflict-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { TemplateNameFields, TemplatePagesField } from './template-fields';
import { TemplatePreviewDialog, type PreviewedTemplate } from './template-preview-dialog';

/** What both template forms hold (the edit form adds id and version). */
export type TemplateFormValues = {
  name: string;
  baseTemplate: BaseTemplate;
  pages: TemplatePage[];
};

type TemplateFormProps<TInput extends TemplateFormValues, TOutput> = {
  title: string;
  /** Names the form for assistive technology. */
  formLabel: string;
  /** A new key starts the form again from `defaultValues` (use the template's version). */
  formKey: string | number;
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  onSubmit: (values: TOutput) => unknown;
  /** The last failed save; a 409 is explained above the form, which keeps the user's input. */
  saveError?: unknown;
  onReload?: () => void;
  /** Built-in templates, and users without PB_MANAGE_ADMIN_ITEMS, only look. */
  isReadOnly?: boolean;
  /** Shown above the form (e.g. why it is read-only). */
  notice?: ReactNode;
};

/** Preview of what is in the form now, unsaved changes included. */
function PreviewButton() {
  const name = useFormValue<string>('name');
  const baseTemplate = useFormValue<BaseTemplate>('baseTemplate');
  const pages = useFormValue<TemplatePage[]>('pages');
  const [previewed, setPreviewed] = useState<PreviewedTemplate | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<VisibilityIcon />}
        disabled={pages.length === 0}
        onClick={() => setPreviewed({ name, baseTemplate, pages: [...pages] })}
      >
        Preview
      </Button>
      <TemplatePreviewDialog template={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
}

/** Save Template, disabled until at least one page is ticked (spec 3 §4). */
function SaveTemplateButton() {
  const pages = useFormValue<TemplatePage[]>('pages');
  return (
    <FormSubmitButton startIcon={<SaveIcon />} disabled={pages.length === 0}>
      Save Template
    </FormSubmitButton>
  );
}

/** /templates/new and /templates/{id}: base template, name, Save Template and the page checklist. */
export function TemplateForm<TInput extends TemplateFormValues, TOutput>({
  title,
  formLabel,
  formKey,
  schema,
  defaultValues,
  onSubmit,
  saveError,
  onReload,
  isReadOnly = false,
  notice,
}: TemplateFormProps<TInput, TOutput>) {
  return (
    <>
      <PageHeader title={title} />
      {notice}
      {onReload && <ConflictAlert error={saveError} onReload={onReload} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1080 }}>
        <Form
          key={formKey}
          schema={schema}
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          aria-label={formLabel}
        >
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
              columnGap: 4,
              rowGap: 3,
              alignItems: 'start',
            }}
          >
            <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
              <TemplateNameFields isReadOnly={isReadOnly} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
                <PreviewButton />
                <Box sx={{ flexGrow: 1 }} />
                <Button component={Link} to={paths.templates.getHref()}>
                  {isReadOnly ? 'Back' : 'Cancel'}
                </Button>
                {!isReadOnly && <SaveTemplateButton />}
              </Box>
            </Box>
            <TemplatePagesField isReadOnly={isReadOnly} />
          </Box>
        </Form>
      </Paper>
    </>
  );
}
