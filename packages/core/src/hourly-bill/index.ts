export * from './hourly-tariff';
export * from './hour-calendar';
export * from './hourly-bill';
export * from './urdb-rate';
export * from './hourly-plan.schema';
export * from './pge-e-elec-2025';
export * from './proposal-hourly-bill.schema';
export * from './proposal-hourly-bill';
