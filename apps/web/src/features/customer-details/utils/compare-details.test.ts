import { describe, expect, it } from 'vitest';
import { buildDetails, INVERTER, PANEL_B_ONLY } from '../testing/details-test-data';
import { compareDetails } from './compare-details';

describe('Current Details For Proposal (spec 3 §2)', () => {
  it('compares the nine items and marks only the differing ones', () => {
    const customer = buildDetails();
    const proposal = buildDetails({
      panel: PANEL_B_ONLY,
      epc: 3.25,
      shadingReductionPct: 10,
      preSolarPlan: null,
    });
    const items = compareDetails(customer, proposal);
    expect(items.map((item) => item.label)).toEqual([
      'Power Company',
      'Annual Usage',
      'Panel',
      'Inverter',
      'Finance Option',
      'EPC',
      'Recommended Build',
      'Shading',
      'Incentives',
    ]);
    expect(items.filter((item) => item.isDifferent).map((item) => item.key)).toEqual([
      'panel',
      'epc',
      'shading',
    ]);
    const byKey = Object.fromEntries(items.map((item) => [item.key, item]));
    expect(byKey.panel?.proposal).toBe(PANEL_B_ONLY.name);
    expect(byKey.inverter?.customer).toBe(INVERTER.name);
    expect(byKey.annualUsage?.customer).toBe('14,500 kWh');
    expect(byKey.shading?.changes).toEqual({ hasShading: true, shadingReductionPct: 10 });
    expect(byKey.epc?.changes).toEqual({ epc: 3.25 });
  });
});
