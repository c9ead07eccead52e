import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import {
  useFieldArray,
  useFormContext,
  useFormState,
  type FieldValues,
  type UseFieldArrayReturn,
} from 'react-hook-form';

/** What a list field gives its children: the rows (with stable keys) and the list operations. */
export type FormArrayApi = Pick<
  UseFieldArrayReturn<FieldValues>,
  'fields' | 'append' | 'remove' | 'replace' | 'move' | 'insert'
> & {
  /** Current values of the list (not only the keys). */
  getValues: () => unknown[];
};

type FormArrayFieldProps = {
  name: string;
  children: (array: FormArrayApi) => ReactNode;
};

/**
 * A list of rows bound to the surrounding <Form> (month groups, tiers, adders…): children render
 * each row's fields by `${name}.${index}.field`. The list's own error (e.g. duplicates) shows below.
 */
export function FormArrayField({ name, children }: FormArrayFieldProps) {
  const { control, getValues, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  const { fields, append, remove, replace, move, insert } = useFieldArray({ control, name });
  const error = getFieldState(name, formState).error as
    { message?: string; root?: { message?: string } } | undefined;
  const message = error?.root?.message ?? error?.message;
  return (
    <>
      {children({
        fields,
        append,
        remove,
        replace,
        move,
        insert,
        getValues: () => {
          const value: unknown = getValues(name);
          return Array.isArray(value) ? value : [];
        },
      })}
      {message && <FormHelperText error>{message}</FormHelperText>}
    </>
  );
}
