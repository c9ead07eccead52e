import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { CreateInstallerDialog } from './create-installer-dialog';

describe('a half-filled create dialog keeps its input (FormDialog)', () => {
  it('stays open on Escape once something is typed; Cancel still closes it', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CreateInstallerDialog isOpen onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Installer' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1); // clean: Escape closes as before

    await user.type(within(dialog).getByLabelText(/^Name/), 'Sunny');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveProperty('value', 'Sunny');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
