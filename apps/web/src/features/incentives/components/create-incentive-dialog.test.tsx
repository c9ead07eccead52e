import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { CreateIncentiveDialog } from './create-incentive-dialog';

/** Raw validator text: zod's wording, or a list of the state codes. */
const DEVELOPER_TEXT = /expected|Invalid option|"AL"|AK.*AZ/;

describe('Create New Incentive (issue 15: no developer text)', () => {
  it('an incentive without a Type asks to choose a type', async () => {
    const { user } = renderWithProviders(
      <CreateIncentiveDialog isOpen onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create New Incentive' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'City rebate');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose a type.')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(DEVELOPER_TEXT);
  });
});
