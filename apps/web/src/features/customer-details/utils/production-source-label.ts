import type { ProductionSourceInfo } from '@pb/core';

/**
 * Where the production figures came from, as shown under the saved build:
 * "TMY3 Charlotte Douglas Intl, 38 km", "Weather file phoenix.csv, 3 km", "NREL PVWatts",
 * "clear-sky model (approximate)". Distances below 10 km keep one decimal.
 */
export function productionSourceLabel(info: ProductionSourceInfo): string {
  const { station } = info;
  if (station) {
    const km = station.distanceKm;
    const distance = km < 10 ? km.toFixed(1) : km.toFixed(0);
    return `${station.dataset} ${station.name}, ${distance} km`;
  }
  switch (info.source) {
    case 'pvwatts':
      return 'NREL PVWatts';
    case 'clear-sky':
      return 'clear-sky model (approximate)';
    case 'local-weather':
      return info.weatherFile ? `Weather file ${info.weatherFile}` : 'local weather file';
    case 'weather-pack':
      return 'bundled weather pack';
  }
}
