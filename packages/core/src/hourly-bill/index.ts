export * from './hourly-tariff';
export * from './hour-calendar';
export * from './hourly-bill';
export * from './urdb-rate';
