import fixture from './urdb-fixtures/pge-e-elec-2025-nbt.json';
import type { HourlyPlan } from './hourly-plan.schema';

/**
 * PG&E E-ELEC 2025 (bundled) under California net billing with PG&E's 2025 export rates, as an
 * hourly plan (urdb-fixtures/README.md; built by scripts/billing/build-pge-e-elec-fixture.mjs).
 * The demo seed's California customer and the hourly-plan tests use it.
 */
export const PGE_E_ELEC_2025_NET_BILLING: HourlyPlan = {
  tariff: fixture.rate,
  metering: 'net-billing',
  sellRates: fixture.sellRates,
};
