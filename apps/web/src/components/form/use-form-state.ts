import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';

/** Whether the surrounding <Form> differs from its default values (unsaved changes). */
export function useFormIsDirty(): boolean {
  const { control } = useFormContext();
  return useFormState({ control }).isDirty;
}

/** Every live value of the surrounding <Form>, re-read on each change (e.g. for live figures). */
export function useFormValues<T extends FieldValues>(): T {
  const { control } = useFormContext<T>();
  return useWatch({ control }) as T;
}

/**
 * Imperative helpers of the surrounding <Form> for edits that are not one field's own change
 * (adding a list item from a dialog, converting a whole proposal…): `getValues` reads without
 * subscribing, `setValue` marks the form dirty, `reset` starts again from new defaults.
 */
export function useFormActions<T extends FieldValues>() {
  const { getValues, setValue, reset, formState } = useFormContext<T>();
  return {
    getValues: () => getValues(),
    setValue: (name: string, value: unknown) =>
      setValue(name as never, value as never, { shouldDirty: true, shouldValidate: false }),
    reset: (values?: T) => reset(values),
    /**
     * Takes values the server now holds (e.g. a new version after a removal) as the saved ones,
     * without marking the form dirty and without losing the user's other unsaved changes.
     */
    acceptSaved: (changes: Partial<T>) =>
      reset(
        { ...(formState.defaultValues as T), ...changes },
        {
          keepDirtyValues: true,
          keepDirty: true,
          keepErrors: true,
          keepTouched: true,
          keepSubmitCount: true,
          keepIsSubmitted: true,
        },
      ),
  };
}
