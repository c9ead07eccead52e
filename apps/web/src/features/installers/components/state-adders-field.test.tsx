import { UpdateInstallerInputSchema, type UpdateInstallerInput } from '@pb/core';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../../../components/form/form';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { StateAddersField } from './state-adders-field';

const INSTALLER: UpdateInstallerInput = {
  id: 'inst-1',
  version: 3,
  name: 'Sunny Roofs',
  baseTemplate: 'Solcius',
  statesServiced: [],
  isDefault: false,
  adders: [],
};

/** Raw validator text: zod's wording, or a list of the state codes. */
const DEVELOPER_TEXT = /expected|Invalid option|"AL"|AK.*AZ/;

describe('per-state adders (issue 15: no developer text)', () => {
  it('an installer adder without a state asks to choose a state, not the 59 codes', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <Form
        schema={UpdateInstallerInputSchema}
        defaultValues={INSTALLER}
        onSubmit={onSubmit}
        aria-label="Edit installer"
      >
        <StateAddersField />
        <FormSubmitButton>Save</FormSubmitButton>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Add State Adder' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Edit installer' });
    expect(await within(form).findByText('Choose a state.')).toBeTruthy();
    expect(form.textContent).not.toMatch(DEVELOPER_TEXT);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
