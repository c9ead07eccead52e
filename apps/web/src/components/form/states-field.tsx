import { US_STATES } from '@pb/core';
import { FormMultiSelectField, type MultiSelectOption } from './multi-select-field';

/** US states and territories: the list shows "AZ — Arizona", a chosen one its abbreviation. */
export const US_STATE_OPTIONS: readonly MultiSelectOption[] = US_STATES.map((state) => ({
  value: state.abbreviation,
  label: `${state.abbreviation} — ${state.name}`,
  chipLabel: state.abbreviation,
}));

type FormStatesFieldProps = {
  name: string;
  label?: string;
  helperText?: string;
  placeholder?: string;
};

/** A multi-select of US states bound to the surrounding <Form>, stored as abbreviations. */
export function FormStatesField({
  name,
  label = 'States Serviced',
  helperText,
  placeholder = 'Choose states',
}: FormStatesFieldProps) {
  return (
    <FormMultiSelectField
      name={name}
      label={label}
      options={US_STATE_OPTIONS}
      helperText={helperText}
      placeholder={placeholder}
    />
  );
}
