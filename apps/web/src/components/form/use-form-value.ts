import { useFormContext, useWatch } from 'react-hook-form';

/** The live value of one field of the surrounding <Form> (to show or disable other fields). */
export function useFormValue<T = unknown>(name: string): T {
  const { control } = useFormContext();
  return useWatch({ control, name }) as T;
}

/** Sets a field of the surrounding <Form> as if the user had changed it. */
export function useSetFormValue() {
  const { setValue } = useFormContext();
  return (name: string, value: unknown) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });
}
