import { US_STATES } from '@pb/core';
import { FormSelectField, type FormSelectFieldProps, type SelectOption } from './select-field';

/** One US state or territory: the list shows "AZ — Arizona", the value is the abbreviation. */
const STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((state) => ({
  value: state.abbreviation,
  label: `${state.abbreviation} — ${state.name}`,
}));

type FormStateSelectFieldProps = Omit<FormSelectFieldProps, 'options' | 'label'> & {
  label?: string;
};

/** A single-choice select of US states bound to the surrounding <Form>. */
export function FormStateSelectField({ label = 'State', ...props }: FormStateSelectFieldProps) {
  return <FormSelectField {...props} label={label} options={STATE_OPTIONS} />;
}
