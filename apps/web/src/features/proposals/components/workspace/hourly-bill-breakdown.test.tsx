import { render, within } from '@testing-library/react';
import type { ProposalHourlyBill } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { HourlyBillBreakdown } from './hourly-bill-breakdown';

const day = {
  production: new Array<number>(24).fill(0),
  load: new Array<number>(24).fill(1),
  importKwh: new Array<number>(24).fill(1),
  exportKwh: new Array<number>(24).fill(0),
};
/** Month m: $100 + m without solar, $20 with, 300 kWh bought, 150 sold for $7.50. */
const bill = (isLoadModelled: boolean): ProposalHourlyBill => ({
  metering: 'net-billing',
  isLoadModelled,
  annual: {
    withoutSolar: 1266,
    withSolar: 240,
    importKwh: 3600,
    exportKwh: 1800,
    loadKwh: 9600,
    productionKwh: 8000,
  },
  monthly: Array.from({ length: 12 }, (_, m) => ({
    withoutSolar: 100 + m,
    withSolar: 20,
    importKwh: 300,
    exportKwh: 150,
    exportCredit: 7.5,
  })),
  selfConsumedShare: 0.775,
  typicalDays: { summer: day, winter: day },
});

describe('the editor’s hourly bill breakdown (issue 35)', () => {
  it('lists the twelve months and the year, with the share used at home and the load modelled', () => {
    const screen = within(render(<HourlyBillBreakdown bill={bill(true)} />).container);
    const table = screen.getByRole('table', { name: 'Hourly bill by month' });
    const rows = within(table).getAllByRole('row');
    // Header, 12 months, the year.
    expect(rows).toHaveLength(14);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$100.00', '$20.00', '300', '150', '$7.50']);
    expect(within(rows[12]!).getByRole('rowheader').textContent).toBe('Dec');
    // The year: 12 × $7.50 = $90 of export credit (summed here, the engine has no annual one).
    expect(
      within(rows[13]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,266.00', '$240.00', '3,600', '1,800', '$90.00']);
    expect(screen.getByRole('group', { name: 'Solar used at home' }).textContent).toContain(
      '77.5%',
    );
    expect(screen.getByRole('group', { name: 'Home use (modelled)' }).textContent).toContain(
      '9,600 kWh',
    );
    expect(
      screen.getByText(/^Net billing, billed hour by hour on the household's modelled load/),
    ).toBeTruthy();
  });

  it('calls a metered load metered', () => {
    const screen = within(render(<HourlyBillBreakdown bill={bill(false)} />).container);
    expect(screen.getByRole('group', { name: 'Home use (metered)' })).toBeTruthy();
    expect(screen.queryByText(/modelled/)).toBeNull();
  });
});
