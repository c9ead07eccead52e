import { useController, useFormContext, useFormState } from 'react-hook-form';

/**
 * One field of the surrounding <Form> and the error to show for it. A check's message is shown
 * once the rep has left the field, after a submit, or when the server named the field — not
 * while a new row is still empty (issue 15: "Add Month Group" marked the new name red at once).
 */
export function useFormField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { isSubmitted } = useFormState({ control });
  const error = fieldState.error;
  const isShown = !!error && (fieldState.isTouched || isSubmitted || error.type === 'server');
  return { field, fieldState, error: isShown ? error : undefined };
}

/**
 * The helper text of a field that has none: one empty line kept under the field, so a message
 * that appears or goes moves nothing (a layout shift swallowed the next click).
 */
export const RESERVED_HELPER_TEXT = ' ';
