import { encodeProposalHours, HOURS_PER_YEAR, MONTHS, type CustomerDetailsRecord } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { details, IDS } from '../../../../features/proposals/testing/proposal-fixtures';
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
const HOURS_URL = `/api/customers/${IDS.customer}/new-proposal-hours`;

const zeros = MONTHS.map(() => new Array<number>(24).fill(0));
const cents = (n: number) => MONTHS.map(() => new Array<number>(24).fill(n));
/** The details on an hourly post-solar plan: $0.20/kWh + $10 a month, every kWh made sold at $0.05. */
const hourlyDetails: CustomerDetailsRecord = {
  ...details,
  postSolarPlan: {
    ...details.postSolarPlan!,
    hourly: {
      tariff: {
        energyratestructure: [[{ rate: 0.2, unit: 'kWh' }]],
        energyweekdayschedule: zeros,
        energyweekendschedule: zeros,
        fixedchargefirstmeter: 10,
        fixedchargeunits: '$/month',
      },
      metering: 'buy-all-sell-all',
      sellRates: { weekday: cents(0.05), weekend: cents(0.05) },
    },
  },
};

// The server's hours: 12,000 kWh a year used; one panel makes 600 kWh (at noon).
const load = new Float64Array(HOURS_PER_YEAR).fill(12_000 / HOURS_PER_YEAR);
const perPanel = new Float64Array(HOURS_PER_YEAR);
for (let h = 12; h < HOURS_PER_YEAR; h += 24) perPanel[h] = 600 / 365;
const hours = encodeProposalHours({ load, perPanelProduction: [perPanel], isLoadModelled: true });

const afterSolar = () =>
  within(screen.getByRole('table', { name: 'Proposal summary' }))
    .getByRole('row', { name: /Bill After Solar/ })
    .querySelectorAll('td')[0]!.textContent;

async function openBuilder(hoursHandler: Parameters<typeof http.get>[1]) {
  server.use(
    meHandler(buildMe('Admin')),
    ...proposalScreenHandlers({ details: hourlyDetails }),
    http.get(HOURS_URL, hoursHandler),
  );
  signInWithTokens();
  return renderApp(URL);
}

describe('the builder on an hourly plan prices with the first save’s hours (decision 0066)', () => {
  it('shows the skeleton until the hours arrive, then bills hour by hour as the rep types', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await openBuilder(async () => {
      asked += 1;
      await answered;
      return HttpResponse.json({ hours });
    });
    await waitFor(() => expect(asked).toBe(1));
    await screen.findByRole('heading', { name: 'Proposal Builder — Tanya Brooks' });
    expect(screen.queryByRole('table', { name: 'Proposal summary' })).toBeNull();

    release();
    await screen.findByRole('table', { name: 'Proposal summary' }, { timeout: 8000 });
    // 20 panels: $2,400 bought + $120 fixed − 12,000 kWh sold × $0.05 = $1,920 a year.
    expect(afterSolar()).toBe('$160.00');

    // 15 panels: 9,000 kWh sold → ($2,520 − $450) / 12 = $172.50, with no new request.
    fireEvent.change(screen.getByLabelText('Array 1 panels'), { target: { value: '15' } });
    await waitFor(() => expect(afterSolar()).toBe('$172.50'));
    expect(asked).toBe(1);
  });

  it('offers Retry when the hours cannot be loaded, and no month-group figures', async () => {
    let fail = true;
    const { user } = await openBuilder(() =>
      fail
        ? HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 500 })
        : HttpResponse.json({ hours }),
    );
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 });
    const alert = retry.closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toMatch(/Could not load the hours the hourly plan is priced with/);
    expect(screen.queryByRole('table', { name: 'Proposal summary' })).toBeNull();
    fail = false;
    await user.click(retry);
    await screen.findByRole('table', { name: 'Proposal summary' }, { timeout: 8000 });
    expect(afterSolar()).toBe('$160.00');
  });

  it('shows the form when the server has no hours for the details (no usage to price with)', async () => {
    await openBuilder(() => HttpResponse.json({ hours: null }));
    await screen.findByRole('table', { name: 'Proposal summary' }, { timeout: 8000 });
  });

  it('asks for no hours on the spec’s monthly plans', async () => {
    let asked = 0;
    server.use(
      meHandler(buildMe('Admin')),
      ...proposalScreenHandlers(),
      http.get(HOURS_URL, () => {
        asked += 1;
        return HttpResponse.json({ hours: null });
      }),
    );
    signInWithTokens();
    renderApp(URL);
    await screen.findByRole('table', { name: 'Proposal summary' }, { timeout: 8000 });
    expect(asked).toBe(0);
  });
});
