import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ConflictAlert } from '../ui/conflict-alert';
import { PageHeader } from '../ui/page-header';
import { Form } from './form';
import { FormSubmitButton } from './submit-button';

type EditFormCardProps<TInput extends FieldValues, TOutput> = {
  title: string;
  /** Names the form for assistive technology, e.g. 'Edit panel'. */
  formLabel: string;
  /** A new key starts the form again from `defaultValues` (use the item's version). */
  formKey: string | number;
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  onSubmit: (values: TOutput) => unknown;
  cancelHref: string;
  /** The last failed save; a 409 is explained above the form, which keeps the user's input. */
  saveError: unknown;
  onReload: () => void;
  maxWidth?: number | 'none';
  children: ReactNode;
};

/** The edit page of a catalogue item: title, conflict notice, the form, Cancel and Save. */
export function EditFormCard<TInput extends FieldValues, TOutput>({
  title,
  formLabel,
  formKey,
  schema,
  defaultValues,
  onSubmit,
  cancelHref,
  saveError,
  onReload,
  maxWidth = 720,
  children,
}: EditFormCardProps<TInput, TOutput>) {
  return (
    <>
      <PageHeader title={title} />
      <ConflictAlert error={saveError} onReload={onReload} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth }}>
        <Form
          key={formKey}
          schema={schema}
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          aria-label={formLabel}
        >
          {children}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button component={Link} to={cancelHref}>
              Cancel
            </Button>
            <FormSubmitButton>Save</FormSubmitButton>
          </Box>
        </Form>
      </Paper>
    </>
  );
}
