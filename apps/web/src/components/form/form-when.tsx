import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

type FormWhenProps = { name: string; children: ReactNode };

/** Renders its children only while the named field of the surrounding <Form> is truthy. */
export function FormWhen({ name, children }: FormWhenProps) {
  const { control } = useFormContext();
  const value: unknown = useWatch({ control, name });
  return value ? <>{children}</> : null;
}
