import {
  CALCULATION_MESSAGES as M,
  type GenerateOptimalBuildResponse,
  type ProposalRecord,
  type SaveCustomerDetailsInput,
} from '@pb/core';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, setupMsw } from '../../../testing/msw';
import { renderWithProviders, screen, waitFor, within } from '../../../testing/test-utils';
import { buildCustomer } from '../../../testing/factories';
import { buildDetails, buildProposal, CATALOGUE, PANEL_B_ONLY } from '../testing/details-test-data';
import { proposalListHandlers } from '../testing/proposal-list-handlers';
import { CustomerDetailsWorkspace } from './customer-details-workspace';

const server = setupMsw();
const customer = buildCustomer();
const saved = buildDetails();

function renderSaved(proposals: ProposalRecord[] = []) {
  server.use(
    http.get(`/api/customers/${customer.id}/Details`, () => HttpResponse.json(saved)),
    ...proposalListHandlers(customer.id, proposals).handlers,
  );
  return renderWithProviders(
    <CustomerDetailsWorkspace customer={customer} catalogue={CATALOGUE} />,
  );
}

const generated: GenerateOptimalBuildResponse = {
  details: buildDetails({
    version: 2,
    productionSource: { source: 'clear-sky', approximate: true },
    panelsToAddToRecommendedBuild: 1,
    panelArrays: [
      { ...saved.panelArrays[0]!, panels: 20, recommendedPanels: 20, maxPanelsAllowed: 18 },
      { ...saved.panelArrays[1]!, panels: 0, recommendedPanels: 0 },
    ],
  }),
  notices: [M.cannotReachFullOffset, M.belowMinimumPanels],
  messages: [],
  production: { source: 'clear-sky', approximate: true },
  summary: {
    systemSize: 8,
    totalPanels: 20,
    annualPowerUsage: 14_500,
    totalAnnualProductionBeforeShading: 13_000,
    totalAnnualProduction: 13_000,
    solarOffset: 89.66,
    totalOffset: 89.66,
    targetSolarOffset: 100,
    targetTotalOffset: 100,
  },
};

describe('Generate Optimal Build', { timeout: 60_000 }, () => {
  it('sends the form, shows every notice and the approximate label, and resets to the result', async () => {
    let body: SaveCustomerDetailsInput | undefined;
    server.use(
      http.post(`/api/customers/${customer.id}/Details/generate`, async ({ request }) => {
        body = (await request.json()) as SaveCustomerDetailsInput;
        return HttpResponse.json(generated);
      }),
    );
    const { user } = renderSaved();
    await screen.findByRole('group', { name: 'Panel Array 2' });
    await user.click(screen.getByRole('button', { name: 'CEE' }));
    await user.click(screen.getByLabelText('Has Shading'));
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider.getAttribute('aria-valuenow')).toBe('10');
    await user.click(screen.getByLabelText('Has Shading'));
    expect(screen.queryByRole('slider')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Generate Optimal Build' }));
    expect(await screen.findByText('Customer saved!')).toBeTruthy();
    expect(body).toMatchObject({
      version: 1,
      panelsToAddToRecommendedBuild: 1,
      hasShading: false,
      shadingReductionPct: 0,
      latitude: 0,
      longitude: 0,
      installerId: saved.installerId,
    });
    expect(body?.panelArrays).toHaveLength(2);

    const notices = await screen.findByRole('list', { name: 'Build notices' });
    expect(
      within(notices)
        .getAllByRole('listitem')
        .map((n) => n.textContent),
    ).toEqual([M.cannotReachFullOffset, M.belowMinimumPanels]);
    expect(screen.getByText(/Approximate estimate/)).toBeTruthy();
    const first = screen.getByRole('group', { name: 'Panel Array 1' });
    expect((within(first).getByLabelText('Recommended Panels') as HTMLInputElement).value).toBe(
      '20',
    );
    expect(
      within(first).getByText('Panel array 1 has more than the 18 panels allowed.'),
    ).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Saved build' });
    expect(within(summary).getByText('8.00 kW')).toBeTruthy();
  });

  it('shows a progress bar while the remote estimate runs, and takes it away with the result', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post(`/api/customers/${customer.id}/Details/generate`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(generated);
      }),
    );
    const { user } = renderSaved();
    await screen.findByRole('group', { name: 'Panel Array 2' });
    expect(screen.queryByRole('progressbar', { name: 'Generating the optimal build' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate Optimal Build' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Generating the optimal build' }),
    ).toBeTruthy();
    expect(screen.getByText(/Estimating production/)).toBeTruthy();
    answer?.();
    expect(await screen.findByText('Customer saved!')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.queryByRole('progressbar', { name: 'Generating the optimal build' }),
      ).toBeNull(),
    );
  });

  it('names the saved weather station of the production figures on load, without a Generate', async () => {
    renderSaved();
    const summary = await screen.findByRole('region', { name: 'Saved build' });
    expect(
      within(summary).getByText('Production from TMY3 Phoenix Sky Harbor Intl, 3.6 km.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Approximate estimate/)).toBeNull();
  });

  it('shows the server explanation of a stale save (409) and keeps the input', async () => {
    server.use(
      http.post(`/api/customers/${customer.id}/Details/generate`, () =>
        HttpResponse.json(
          { code: 'CONFLICT', message: 'These customer details were changed by someone else.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderSaved();
    const first = await screen.findByRole('group', { name: 'Panel Array 1' });
    await user.clear(within(first).getByLabelText('Tilt (°)'));
    await user.type(within(first).getByLabelText('Tilt (°)'), '33');
    await user.click(screen.getByRole('button', { name: 'Generate Optimal Build' }));
    expect(
      (await screen.findAllByText(/These customer details were changed by someone else\./)).length,
    ).toBeGreaterThan(0);
    expect((within(first).getByLabelText('Tilt (°)') as HTMLInputElement).value).toBe('33');
  });

  it('a build the server refuses (422) shows its words in the snackbar and on the field', async () => {
    const message = 'Choose a panel before generating a build.';
    server.use(
      http.post(`/api/customers/${customer.id}/Details/generate`, () =>
        HttpResponse.json(
          { code: 'UNPROCESSABLE', message, issues: [{ path: 'body.panel', message }] },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderSaved();
    await screen.findByRole('group', { name: 'Panel Array 1' });
    await user.click(screen.getByRole('button', { name: 'Generate Optimal Build' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });

  it('syncs a differing item from the chosen proposal into the form, or imports them all', async () => {
    // The comparison reads the proposal's final EPC (what it sells at), not its details' target.
    const proposal = buildProposal({
      proposalNumber: 3,
      proposalEpc: 3.25,
      details: { ...buildProposal().details, panel: PANEL_B_ONLY },
    });
    const older = buildProposal({ id: 'p-old', proposalNumber: 2, description: 'Older' });
    const { user } = renderSaved([older, proposal]);
    const list = await screen.findByRole('list', { name: 'Proposals' });
    expect(
      within(list)
        .getAllByRole('button')
        .filter((b) => b.textContent) // the rows, not their icon-only action buttons
        .map((b) => b.textContent?.slice(0, 5)),
    ).toEqual(['Prop3', 'Prop2']);
    expect(within(list).getAllByText('Ada Admin · 11/22/26')).toHaveLength(2);

    const syncEpc = (await screen.findByRole('button', { name: 'Sync EPC' })) as HTMLButtonElement;
    expect(syncEpc.disabled).toBe(false);
    expect(screen.getAllByText('$3.25/W').length).toBeGreaterThan(0);
    const syncPanel = screen.getByRole('button', { name: 'Sync Panel' }) as HTMLButtonElement;
    expect(syncPanel.disabled).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Sync Inverter' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(syncPanel);
    expect(screen.getByRole('combobox', { name: /^Panel/ }).textContent).toBe(
      'Beta Panel 410W (410 W)',
    );
    await waitFor(() => expect(syncPanel.disabled).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Import Changes' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Import Changes' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );

    // Choosing the older proposal compares with it instead.
    await user.click(within(list).getByText(/Prop2/));
    expect(await screen.findByText('Customer vs Prop2')).toBeTruthy();
  });
});
