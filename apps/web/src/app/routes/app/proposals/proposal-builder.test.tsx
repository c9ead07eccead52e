import type { CreateProposalRequest } from '@pb/core';
import { describe, expect, it, vi } from 'vitest';
import { customerPageHandlers } from '../../../testing/customer-page-handlers';
import {
  customer,
  IDS,
  NO_BASELINE,
  proposalView,
} from '../../../../features/proposals/testing/proposal-fixtures';
import { proposalScreenHandlers } from '../../../../features/proposals/testing/proposal-handlers';
import { buildMe } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import {
  fireEvent,
  screen,
  signInWithTokens,
  waitFor,
  within,
} from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const server = setupMsw(configHandler());
const URL = `/customers/${IDS.customer}/proposal-builder`;
const figure = (label: string) => screen.getByTestId(`figure-${label}`).textContent;

async function openBuilder(role: Parameters<typeof buildMe>[0] = 'Admin', options = {}) {
  server.use(meHandler(buildMe(role)), ...proposalScreenHandlers(options));
  signInWithTokens();
  const app = renderApp(URL);
  await screen.findByRole(
    'heading',
    { name: 'Proposal Builder — Tanya Brooks' },
    { timeout: 8000 },
  );
  return app;
}

describe('/customers/{id}/proposal-builder', () => {
  it('starts from the saved details and moves every figure as the rep types', async () => {
    await openBuilder();
    expect(figure('System Size')).toBe('8.00 kW');
    expect(figure('Total System Cost')).toBe('$28,000.00');
    expect(figure('Final EPC')).toBe('$3.50/W');

    fireEvent.change(screen.getByLabelText('Array 1 panels'), { target: { value: '18' } });
    expect(figure('System Size')).toBe('7.20 kW');
    expect(figure('Production After Shading')).toBe('10,800 kWh');
    expect(figure('Total System Cost')).toBe('$25,200.00');

    fireEvent.change(screen.getByLabelText('Base EPC ($/W)'), { target: { value: '3.8' } });
    expect(figure('Final EPC')).toBe('$3.80/W');
    expect(figure('Total System Cost')).toBe('$27,360.00');
  });

  it("refuses an array of 1 panel with 'Number of panels per array can't be 1'", async () => {
    await openBuilder();
    const input = screen.getByLabelText('Array 1 panels');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.blur(input);
    expect(
      (await screen.findAllByText("Number of panels per array can't be 1")).length,
    ).toBeGreaterThan(0);
    expect((input as HTMLInputElement).value).toBe('20');
    expect(figure('System Size')).toBe('8.00 kW');
  });

  it("adds one tree adder only ('Tree Adder Already Exists') and prices it into the EPC", async () => {
    const { user } = await openBuilder();
    const addTree = async () => {
      await user.click(await screen.findByRole('button', { name: 'Add Custom Adder' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Custom Adder' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Adder' }));
      await user.click(await screen.findByRole('option', { name: 'Tree Adder' }));
      expect(within(dialog).getByText(/Add dealer fees separately/)).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText(/Number of trees/), {
        target: { value: '2' },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Add' }));
      return dialog;
    };
    await addTree();
    // 2 trees × $500 over 8 kW = 0.125 $/W on top of the 3.50 base.
    await waitFor(() => expect(figure('Final EPC')).toBe('$3.625/W'));
    expect(figure('Total System Cost')).toBe('$29,000.00');
    const dialog = await addTree();
    expect(await screen.findByText('Tree Adder Already Exists')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it('disables Generate Proposal with the reasons shown', async () => {
    await openBuilder();
    const escalator = screen.getByLabelText('Annual Energy Rate Escalator (%)');
    fireEvent.change(escalator, { target: { value: '' } });
    expect(screen.getAllByText('Annual Energy Rate Escalator Required').length).toBeGreaterThan(0);
    expect(
      (screen.getByRole('button', { name: 'Generate Proposal' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("says 'Power Info Required.' and cannot generate without saved details", async () => {
    await openBuilder('Admin', { details: null });
    expect(screen.getAllByText('Power Info Required.').length).toBeGreaterThan(0);
    expect(
      (screen.getByRole('button', { name: 'Generate Proposal' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('Generate Proposal asks Visibility & Description, posts the proposal and opens it in a new window', async () => {
    const opened = { opener: window as Window | null };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    // This tab goes back to the customer page: what it loads (no proposals, no reps).
    server.use(...customerPageHandlers(customer, []));
    let posted: CreateProposalRequest | undefined;
    const view = proposalView({ id: '12345678-1234-4234-8234-123456789012' });
    server.use(
      http.post('/api/Proposals', async ({ request }) => {
        posted = (await request.json()) as CreateProposalRequest;
        return HttpResponse.json({ id: view.id, proposalNumber: 4 }, { status: 201 });
      }),
      http.get(`/api/Proposals/${view.id}`, () => HttpResponse.json(view)),
    );
    const { user, router } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Generate Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visibility & Description' });
    await user.click(within(dialog).getByLabelText('Viewable by rep'));
    await user.type(within(dialog).getByLabelText('Description'), 'Spring offer');
    await user.click(within(dialog).getByRole('button', { name: 'Create Proposal' }));
    // The proposal in a new window with no handle back; this tab goes back to the customer.
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `/customers/${IDS.customer}/proposals/${view.id}`,
        '_blank',
      ),
    );
    expect(opened.opener).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${IDS.customer}`));
    open.mockRestore();
    expect(posted).toMatchObject({
      customerId: IDS.customer,
      id: '',
      description: 'Spring offer',
      isViewableByRep: true,
      isRedLine: false,
      proposalEpc: 3.5,
      annualEnergyRateEscalator: 4,
      template: { id: 'default-solex', baseTemplate: 'Solex' },
      roofType: 'Comp Shingle',
    });
  });

  it('opens the generated proposal in this tab when the browser blocks the new window', async () => {
    const view = proposalView({ id: '12345678-1234-4234-8234-123456789012' });
    server.use(
      http.post('/api/Proposals', () =>
        HttpResponse.json({ id: view.id, proposalNumber: 4 }, { status: 201 }),
      ),
      http.get(`/api/Proposals/${view.id}`, () => HttpResponse.json(view)),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, router } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Generate Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visibility & Description' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Proposal' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/customers/${IDS.customer}/proposals/${view.id}`,
      ),
    );
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('hides Convert to Redline and Custom Incentive from a closer', async () => {
    await openBuilder('Closer');
    expect(screen.queryByRole('button', { name: 'Convert to Redline' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Custom Incentive' })).toBeNull();
  });

  it('a Sales Rep (PB_RED_LINE) converts to red line: the PRICING section appears, the price stays', async () => {
    const { user } = await openBuilder('Sales Rep', { baseline: NO_BASELINE });
    await user.click(screen.getByRole('button', { name: 'Convert to Redline' }));
    const pricing = await screen.findByRole('region', { name: 'Pricing' });
    // 3.50 × (1 − 20 % fee) = 2.80 base, above the 2.6 + 0.1 default floor.
    expect(within(pricing).getByTestId('figure-Lower Bound').textContent).toBe('$2.70/W');
    expect((screen.getByLabelText('Base EPC ($/W)') as HTMLInputElement).value).toBe('2.8');
    expect(figure('Final EPC')).toBe('$3.50/W');
    expect(screen.queryByRole('button', { name: 'Convert to Redline' })).toBeNull();
  });

  it('says why Today Only Incentive is greyed out on a red-line proposal', async () => {
    const { user } = await openBuilder('Sales Rep', { baseline: NO_BASELINE });
    const todayOnly = screen.getByRole('button', { name: 'Today Only Incentive' });
    expect((todayOnly as HTMLButtonElement).disabled).toBe(false);
    expect(todayOnly.getAttribute('aria-describedby')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Convert to Redline' }));
    await screen.findByRole('region', { name: 'Pricing' });
    expect((todayOnly as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByRole('button', {
        name: 'Today Only Incentive',
        description:
          'Not available on a red-line proposal: Today Only incentives are dropped on red line.',
      }),
    ).toBe(todayOnly);
  });

  it('refuses a roof image that is not a .jpg, .jpeg or .png with a browser alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await openBuilder();
    const input = screen.getByTestId('roof-image-input');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.png.txt', { type: 'text/plain' })] },
    });
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Unable to upload. File was not an image. (.jpg, .jpeg, .png)',
      ),
    );
    expect(alert).toHaveBeenCalledWith(
      'Unable to upload. File was not an image. (.jpg, .jpeg, .png)',
    );
  });
});
