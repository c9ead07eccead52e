import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type FormState,
  type Path,
} from 'react-hook-form';
import { issueSentence } from '@pb/core';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client';
import { UNSAVED_CHANGES_MESSAGE, useLeaveGuard } from './form-leave-guard';
import { issueFieldPath } from './issue-field-path';

export type FormProps<TInput extends FieldValues, TOutput> = {
  /** A contract schema from @pb/core (keep it at module level, not built per render). */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** Gets the parsed values. A thrown ApiError with `issues` marks the named fields. */
  onSubmit: (values: TOutput) => unknown;
  /**
   * Turns a server issue path (e.g. `body.preSolarPlans.1.name`) into a path of this form's
   * values, or null when the issue is not about this form. By default `body.` is dropped.
   */
  mapIssuePath?: (path: string) => string | null;
  children: ReactNode;
  id?: string;
  'aria-label'?: string;
  /** Layout of the form element, e.g. `display: 'contents'` to let its parts sit in a grid. */
  sx?: SxProps<Theme>;
  /** Told when the form gets or loses unsaved input (a dialog keeps itself open meanwhile). */
  onDirtyChange?: (isDirty: boolean) => void;
};

const dropBody = (path: string) => path.replace(/^body(\.|$)/, '');

/**
 * What `onSubmit` returns when nothing was sent (the person said no to a confirmation): the form
 * keeps its input as unsaved changes.
 */
export const NOT_SENT = Symbol('not sent');

/**
 * The form's state as the context gives it: one object for the form's life that reads the latest
 * committed state. react-hook-form's own `formState` is a new object on every change (`isReady`
 * right after mount, `isDirty` on the first key, each error), and FormProvider's context value
 * changes with it, so every field of the form rendered again each time: on the customer page,
 * ~1,600 components once more in the load's longest task (issue 15, decision 0038). Fields
 * subscribe to the state they show (useController, useFormState); this object is for reading at
 * call time, e.g. the default values when a save is accepted.
 */
function useStableFormState<T extends FieldValues>(formState: FormState<T>): FormState<T> {
  const latest = useRef(formState);
  useLayoutEffect(() => {
    latest.current = formState;
  });
  const [stable] = useState(
    () =>
      new Proxy({} as FormState<T>, {
        get: (_, key) => Reflect.get(latest.current, key),
      }),
  );
  return stable;
}

/**
 * The one form wrapper (style point 8): react-hook-form + zodResolver + the MUI fields in this
 * folder, which find the form through context. Features never call useForm themselves. Every
 * form guards its unsaved input: leaving the screen asks first (LeaveGuardProvider).
 */
export function Form<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  onSubmit,
  mapIssuePath = dropBody,
  children,
  id,
  'aria-label': ariaLabel,
  sx,
  onDirtyChange,
}: FormProps<TInput, TOutput>) {
  const methods = useForm<TInput, unknown, TOutput>({
    // Every issue without a message of its own reads as a sentence (the server uses the same map).
    resolver: zodResolver(schema, { error: issueSentence }),
    defaultValues,
    mode: 'onTouched',
  });

  const formState = useStableFormState(methods.formState);
  const { isDirty } = methods.formState;
  // Leaving with unsaved input asks first — except while a save runs (its success navigates).
  const isSaving = useRef(false);
  const isDirtyNow = useRef(isDirty);
  useEffect(() => {
    isDirtyNow.current = isDirty;
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useLeaveGuard(() => (isDirtyNow.current && !isSaving.current ? UNSAVED_CHANGES_MESSAGE : null));

  // One submit at a time: a second one while the first runs (a double click) is dropped.
  const isSubmitting = useRef(false);
  const handleSubmit = methods.handleSubmit(async (values) => {
    isSaving.current = true;
    try {
      if ((await onSubmit(values)) === NOT_SENT) return;
      // Saved: what the form holds now is what the server has (nothing left to lose).
      methods.reset(methods.getValues(), { keepIsSubmitted: true, keepSubmitCount: true });
    } catch (error) {
      // The snackbar comes from the mutation; here the server's field messages go to the fields.
      if (!isApiError(error)) throw error;
      const formValues = methods.getValues();
      let isFirst = true;
      for (const issue of error.issues) {
        const mapped = mapIssuePath(issue.path);
        const field = mapped === null ? null : issueFieldPath(formValues, mapped);
        if (field === null) continue;
        methods.setError(
          field as Path<TInput>,
          { type: 'server', message: issue.message },
          { shouldFocus: isFirst },
        );
        isFirst = false;
      }
    } finally {
      isSaving.current = false;
    }
  });

  return (
    <FormProvider {...methods} formState={formState}>
      <Box
        component="form"
        id={id}
        aria-label={ariaLabel}
        noValidate
        onSubmit={(event) => {
          // A form in a dialog (a portal) must not also submit the form it is rendered from.
          event.stopPropagation();
          if (isSubmitting.current) {
            event.preventDefault();
            return;
          }
          isSubmitting.current = true;
          void handleSubmit(event).finally(() => (isSubmitting.current = false));
        }}
        sx={sx}
      >
        {children}
      </Box>
    </FormProvider>
  );
}
