import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client';

export type FormProps<TInput extends FieldValues, TOutput> = {
  /** A contract schema from @pb/core (keep it at module level, not built per render). */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** Gets the parsed values. A thrown ApiError with `issues` marks the named fields. */
  onSubmit: (values: TOutput) => unknown;
  children: ReactNode;
  id?: string;
  'aria-label'?: string;
};

/**
 * The one form wrapper (style point 8): react-hook-form + zodResolver + the MUI fields in this
 * folder, which find the form through context. Features never call useForm themselves.
 */
export function Form<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  onSubmit,
  children,
  id,
  'aria-label': ariaLabel,
}: FormProps<TInput, TOutput>) {
  const methods = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });

  const handleSubmit = methods.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The snackbar comes from the mutation; here the server's field messages go to the fields.
      if (!isApiError(error)) throw error;
      const fieldNames = new Set(Object.keys(methods.getValues()));
      for (const issue of error.issues) {
        const field = issue.path.split('.')[0] ?? '';
        if (fieldNames.has(field)) {
          methods.setError(
            field as Path<TInput>,
            { type: 'server', message: issue.message },
            { shouldFocus: true },
          );
        }
      }
    }
  });

  return (
    <FormProvider {...methods}>
      <Box component="form" id={id} aria-label={ariaLabel} noValidate onSubmit={handleSubmit}>
        {children}
      </Box>
    </FormProvider>
  );
}
