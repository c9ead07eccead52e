import { annualUsageForMonthlyBill, usd, type Customer } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, setupMsw } from '../../../testing/msw';
import { renderWithProviders, screen, waitFor, within } from '../../../testing/test-utils';
import { buildCustomer } from '../../../testing/factories';
import { CATALOGUE, PRE_PLAN } from '../testing/details-test-data';
import { AVG_BILL_DEBOUNCE_MS } from '../hooks/use-avg-bill-usage';
import { formatKwh } from '../utils/format';
import { proposalListHandlers } from '../testing/proposal-list-handlers';
import { CustomerDetailsWorkspace } from './customer-details-workspace';

const server = setupMsw();

/** A customer without saved details (GET …/Details answers 'Customer Details do not exist.'). */
function renderNewCustomer(customer: Customer = buildCustomer()) {
  server.use(
    http.get(`/api/customers/${customer.id}/Details`, () =>
      HttpResponse.json(
        { code: 'NOT_FOUND', message: 'Customer Details do not exist.' },
        { status: 404 },
      ),
    ),
    ...proposalListHandlers(customer.id, []).handlers,
  );
  return renderWithProviders(
    <CustomerDetailsWorkspace customer={customer} catalogue={CATALOGUE} />,
  );
}

const combobox = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });

type User = ReturnType<typeof renderWithProviders>['user'];
async function choose(user: User, label: string, option: string) {
  await user.click(combobox(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Many fields are typed into: give each test room on a slow machine.
describe('the power info form', { timeout: 30_000 }, () => {
  it('starts from blank defaults before the first save, without an error', async () => {
    renderNewCustomer(buildCustomer({ state: 'SC' }));
    expect(await screen.findByRole('group', { name: 'Panel Array 1' })).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^Panel Array/ })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Federal Tax Credit' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'South Carolina Solar Incentive' })).toBeTruthy();
    const notices = screen.getByRole('list', { name: 'Build notices' });
    expect(
      within(notices)
        .getAllByRole('listitem')
        .map((n) => n.textContent),
    ).toEqual(['Power Info Required.', 'Generate Recommended Build.']);
    expect(screen.queryByText('Customer Details do not exist.')).toBeNull();
  });

  it('turns the average monthly bill into annual kWh with the exact inverse, 33 ms after typing', async () => {
    expect(AVG_BILL_DEBOUNCE_MS).toBe(33);
    const { user } = renderNewCustomer();
    await screen.findByRole('group', { name: 'Panel Array 1' });
    await choose(user, 'Power Company', 'Arizona Power');
    // The company's only plans are chosen with it.
    expect(combobox('Pre-Solar Plan').textContent).toBe('Standard Residential');
    await choose(user, 'Usage Entry', 'Average Monthly Bill');
    await user.type(screen.getByLabelText('Average Monthly Bill ($)'), '150');
    const expected = formatKwh(annualUsageForMonthlyBill(PRE_PLAN, usd(150)) ?? 0);
    await waitFor(() => expect(screen.getByTestId('annual-usage').textContent).toBe(expected));
    // By hand: $150 − $15 fee = $135 of energy a month; 600 kWh at 0.12 = $72, the other $63 at
    // 0.15 = 420 kWh, so 1,020 kWh a month.
    expect(expected).toBe('12,240 kWh');
    expect(screen.queryByText('Power Info Required.')).toBeNull();
  });

  it('asks for a pre-solar plan before it can turn a bill into usage', async () => {
    const { user } = renderNewCustomer();
    await screen.findByRole('group', { name: 'Panel Array 1' });
    await choose(user, 'Usage Entry', 'Average Monthly Bill');
    expect(
      await screen.findByText('Choose a pre-solar plan to turn the bill into usage.'),
    ).toBeTruthy();
  });

  it('changing installer empties the finance option and picks the only eligible panel', async () => {
    const { user } = renderNewCustomer(buildCustomer({ state: 'TX' }));
    await screen.findByRole('group', { name: 'Panel Array 1' });
    await choose(user, 'Finance Option', 'Loan For All');
    expect(combobox('Finance Option').textContent).toBe('Loan For All');
    await choose(user, 'Installer', 'Acme Installs');
    expect(combobox('Finance Option').textContent).toBe('None');
    // In TX, Acme offers one panel only.
    expect(combobox('Panel').textContent).toBe('Any Panel 400W (400 W)');

    await choose(user, 'Installer', 'Beta Solar');
    expect(combobox('Panel').textContent).toBe('None');
    await user.click(combobox('Finance Option'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'None',
      'Loan For All',
      'Beta Loan',
    ]);
  });

  // About 150 keystrokes and clicks through the whole form: 27 s in jsdom on a busy 2-core machine.
  it(
    'adds arrays up to 9, keeps the first, marks North and South and warns above the max',
    {
      timeout: 90_000,
    },
    async () => {
      const { user } = renderNewCustomer();
      const first = await screen.findByRole('group', { name: 'Panel Array 1' });
      expect(within(first).queryByRole('button', { name: /Remove/ })).toBeNull();
      const grid = screen.getAllByTestId('panel-array-cell')[0]!.parentElement!;
      expect(grid.dataset.columns).toBe('12');

      const add = screen.getByRole('button', { name: 'Add Panel Array' });
      await user.click(add);
      expect(grid.dataset.columns).toBe('6');
      for (let i = 2; i < 9; i += 1) await user.click(add);
      expect(screen.getAllByRole('group', { name: /^Panel Array/ })).toHaveLength(9);
      expect(grid.dataset.columns).toBe('4');
      expect((add as HTMLButtonElement).disabled).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Remove Panel Array 9' }));
      expect((add as HTMLButtonElement).disabled).toBe(false);

      await user.type(within(first).getByLabelText('Azimuth (°)'), '45');
      expect(within(first).getByText('North')).toBeTruthy();
      const second = screen.getByRole('group', { name: 'Panel Array 2' });
      await user.type(within(second).getByLabelText('Azimuth (°)'), '190');
      expect(within(second).getByText('South')).toBeTruthy();
      expect(within(first).queryByText('South')).toBeNull();

      await user.clear(within(first).getByLabelText('Panels'));
      await user.type(within(first).getByLabelText('Panels'), '12');
      await user.clear(within(first).getByLabelText('Max Panels Allowed'));
      await user.type(within(first).getByLabelText('Max Panels Allowed'), '10');
      expect(
        within(first).getByText('Panel array 1 has more than the 10 panels allowed.'),
      ).toBeTruthy();
    },
  );

  it('offers only Federal and in-state incentives, and Add only for a new one', async () => {
    const { user } = renderNewCustomer();
    await screen.findByRole('group', { name: 'Panel Array 1' });
    const add = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Incentive' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Federal Tax Credit',
      'Arizona Rebate',
    ]);
    await user.click(screen.getByRole('option', { name: 'Federal Tax Credit' }));
    expect(add.disabled).toBe(true);
    await choose(user, 'Incentive', 'Arizona Rebate');
    expect(add.disabled).toBe(false);
    await user.click(add);
    expect(screen.getByRole('group', { name: 'Arizona Rebate' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Remove Federal Tax Credit' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
