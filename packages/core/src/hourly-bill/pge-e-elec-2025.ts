import fixture from './urdb-fixtures/pge-e-elec-2025-nbt.json' with { type: 'json' };
import type { HourlyPlan } from './hourly-plan.schema';

/**
 * PG&E E-ELEC 2025 (bundled) under California net billing with PG&E's 2025 export rates, as an
 * hourly plan (urdb-fixtures/README.md; built by scripts/billing/build-pge-e-elec-fixture.mjs).
 * The demo seed's California customer and the hourly-plan tests use it. A function, so a bundle
 * that never calls it (the web app) leaves the rate's tables out.
 */
export function pgeElec2025NetBilling(): HourlyPlan {
  return { tariff: fixture.rate, metering: 'net-billing', sellRates: fixture.sellRates };
}
