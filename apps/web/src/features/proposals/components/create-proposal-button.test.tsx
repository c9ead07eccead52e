import { describe, expect, it } from 'vitest';
import { setupMsw } from '../../../testing/msw';
import { renderWithProviders, screen, signInWithTokens } from '../../../testing/test-utils';
import { details, IDS } from '../testing/proposal-fixtures';
import { proposalScreenHandlers } from '../testing/proposal-handlers';
import { CreateProposalButton } from './create-proposal-button';

const server = setupMsw();

describe('CreateProposalButton', () => {
  it('opens the builder once the power info is saved', async () => {
    server.use(...proposalScreenHandlers());
    signInWithTokens();
    renderWithProviders(<CreateProposalButton customerId={IDS.customer} />);
    const link = await screen.findByRole('link', { name: 'Create Proposal' });
    expect(link.getAttribute('href')).toBe(`/customers/${IDS.customer}/proposal-builder`);
  });

  it("reads 'Save Pending Changes' and is disabled while the power info is unsaved", async () => {
    server.use(...proposalScreenHandlers());
    signInWithTokens();
    renderWithProviders(<CreateProposalButton customerId={IDS.customer} isDirty />);
    const button = await screen.findByRole('button', { name: 'Save Pending Changes' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("is disabled with 'Power Info Required.' without a pre-solar bill", async () => {
    server.use(...proposalScreenHandlers({ details: { ...details, preSolarMonthlyBill: 0 } }));
    signInWithTokens();
    renderWithProviders(<CreateProposalButton customerId={IDS.customer} />);
    expect(await screen.findByText('Power Info Required.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Create Proposal' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
