/** fast-check generators of payment plans for the bill properties. */
import fc from 'fast-check';
import { MONTHS, type Month } from '../catalogue/months';
import type { MonthGroup, PaymentPlan } from '../catalogue/power-company.schema';

/**
 * A plan whose 1–3 groups split the 12 months (every month covered), each with 1–4 tiers of
 * distinct limits. `minCost` > 0 makes the bill strictly increasing in usage.
 */
export function planArbitrary(minCost = 0): fc.Arbitrary<PaymentPlan> {
  // Realistic magnitudes only: a cost is 0 or at least 0.001 $/kWh (no denormal prices).
  const cost =
    minCost > 0
      ? fc.double({ min: minCost, max: 0.6, noNaN: true })
      : fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 0.6, noNaN: true }));
  const tier = fc.record({ upToKwh: fc.integer({ min: 1, max: 5000 }), cost });
  const groupShape = fc.record({
    fixedCost: fc.oneof(fc.constant(0), fc.double({ min: 0.5, max: 40, noNaN: true })),
    tiers: fc.uniqueArray(tier, { minLength: 1, maxLength: 4, selector: (t) => t.upToKwh }),
  });
  return fc
    .tuple(
      fc.array(groupShape, { minLength: 1, maxLength: 3 }),
      fc.array(fc.nat(2), { minLength: 12, maxLength: 12 }),
    )
    .map(([shapes, owners]) => {
      const groups: MonthGroup[] = shapes.map((shape, g) => ({
        id: `g${g}`,
        name: `Group ${g}`,
        months: [] as Month[],
        fixedCost: shape.fixedCost,
        tiers: shape.tiers.map((t, k) => ({ tierNumber: k + 1, ...t })),
      }));
      MONTHS.forEach((month, m) => groups[owners[m]! % groups.length]!.months.push(month));
      return { id: 'p', name: 'Random', monthGroups: groups };
    });
}
