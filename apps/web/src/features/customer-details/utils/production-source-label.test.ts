import { describe, expect, it } from 'vitest';
import { productionSourceLabel } from './production-source-label';

describe('productionSourceLabel', () => {
  it.each([
    [
      {
        source: 'weather-pack' as const,
        approximate: false,
        station: {
          dataset: 'TMY3',
          id: '723140',
          name: 'Charlotte Douglas Intl',
          distanceKm: 38.4,
        },
      },
      'TMY3 Charlotte Douglas Intl, 38 km',
    ],
    [
      {
        source: 'local-weather' as const,
        approximate: false,
        weatherFile: 'phoenix.csv',
        station: {
          dataset: 'Weather file',
          id: 'phoenix.csv',
          name: 'phoenix.csv',
          distanceKm: 3.46,
        },
      },
      'Weather file phoenix.csv, 3.5 km',
    ],
    [{ source: 'pvwatts' as const, approximate: false }, 'NREL PVWatts'],
    [{ source: 'clear-sky' as const, approximate: true }, 'clear-sky model (approximate)'],
    [
      { source: 'local-weather' as const, approximate: false, weatherFile: 'old.csv' },
      'Weather file old.csv',
    ],
  ])('%j → %s', (info, label) => {
    expect(productionSourceLabel(info)).toBe(label);
  });
});
