import nbt25 from '../california-rates/pge-nbt25-2025-sell-rates.json' with { type: 'json' };
import fixture from './urdb-fixtures/pge-e-elec-2025-nbt.json' with { type: 'json' };
import type { HourlyPlan } from './hourly-plan.schema';

/**
 * PG&E E-ELEC 2025 (bundled) under California net billing, as an hourly plan: the rate as a
 * URDB-style record (urdb-fixtures/README.md; built by scripts/billing/build-pge-e-elec-fixture.mjs)
 * and, for exports, the Energy Export Credit values PG&E itself publishes for a bundled customer of
 * vintage NBT25 in 2025 (california-rates/, decision 0061). The demo seed's California customer
 * and the hourly-plan tests use it. A function, so a bundle that never calls it (the web app)
 * leaves the rate's tables out.
 */
export function pgeElec2025NetBilling(): HourlyPlan {
  return { tariff: fixture.rate, metering: 'net-billing', sellRates: nbt25.bundled };
}
