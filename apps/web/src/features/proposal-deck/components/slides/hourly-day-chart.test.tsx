import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HourlyDayChart } from './hourly-day-chart';

const hours = (f: (h: number) => number) => Array.from({ length: 24 }, (_, h) => f(h));
const day = {
  production: hours((h) => (h === 12 ? 2 : 0)),
  load: hours(() => 1),
  importKwh: hours((h) => (h === 12 ? 0 : 1)),
  exportKwh: hours((h) => (h === 12 ? 1 : 0)),
};

describe('the Net Metering slide’s hourly day (issue 35)', () => {
  it('draws production, load, import and export, the load labelled modelled', () => {
    const { container } = render(
      <HourlyDayChart title="Typical summer day" day={day} isLoadModelled />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Typical summer day: Solar production, Home use (modelled), Bought from the grid, Sent to the grid by hour of day (kWh)',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Home use (modelled)')).toBeTruthy();
    // The production line peaks at noon (the top of a 2 kWh scale) and is 0 elsewhere.
    const production = container
      .querySelector('[data-series="production"]')!
      .getAttribute('points')!;
    const ys = production.split(' ').map((p) => Number(p.split(',')[1]));
    expect(ys[12]).toBeLessThan(ys[11]!);
    expect(new Set(ys.filter((_, h) => h !== 12)).size).toBe(1);
  });

  it('calls metered use just “Home use”', () => {
    const { container } = render(
      <HourlyDayChart title="Typical winter day" day={day} isLoadModelled={false} />,
    );
    expect(within(container).getByText('Home use')).toBeTruthy();
    expect(within(container).queryByText('Home use (modelled)')).toBeNull();
  });
});
