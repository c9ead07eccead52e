import { describe, expect, it } from 'vitest';
import { computeRecommendedBuild } from '../build/recommended-build';
import { RecommendedBuildInputSchema } from '../build/recommended-build.schema';
import { flatMonths, panelArray, scenario, siteSettings } from '../testing/calculation-fixtures';
import { computeProposal } from './compute-proposal';

// Decision 0025: the inverter's incentiveMultiplier and the site's flatRoofAmount are catalogue
// data with no pricing rule in the spec; no figure may depend on them.
const inverter = (incentiveMultiplier: number) => ({
  id: 'inv1',
  name: 'Enphase IQ8+',
  losses: 14,
  incentiveMultiplier,
  isDefault: true,
});

describe('incentiveMultiplier and flatRoofAmount price nothing', () => {
  it('gives the running example the same figures whatever their values', () => {
    // running example: 8 kW at 3.50 $/W = $28 000 (§1, §7)
    const plain = computeProposal(scenario({ inverter: inverter(1) }));
    const changed = computeProposal(
      scenario({
        inverter: inverter(3),
        siteSettings: siteSettings({ flatRoofAmount: 5000 }),
        roofType: 'Flat',
      }),
    );
    expect(plain.totalSystemCost).toBe(28_000);
    expect(changed).toEqual(plain);
  });

  it('gives the same recommended build', () => {
    const input = (multiplier: number, flatRoofAmount: number) =>
      RecommendedBuildInputSchema.parse({
        ...scenario({
          inverter: inverter(multiplier),
          siteSettings: siteSettings({ flatRoofAmount }),
          panelArrays: [panelArray({ panels: 0, singlePanelProduction: flatMonths(600) })],
          proposalEpc: null,
        }),
      });
    // 12 000 kWh at 600 kWh a panel = 20 panels
    const plain = computeRecommendedBuild(input(1, 0));
    expect(plain.panelArrays[0]!.panels).toBe(20);
    expect(computeRecommendedBuild(input(2.5, 1500))).toEqual(plain);
  });
});
