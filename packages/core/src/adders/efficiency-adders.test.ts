import { describe, expect, it } from 'vitest';
import { efficiencyReduction } from './efficiency-adders';

describe('efficiencyReduction: LED 7.5, thermostat 7.5, insulation 20 − 5 per other', () => {
  it.each([
    { names: [], expected: 0 },
    { names: ['LED Lights'], expected: 7.5 },
    { names: ['Smart Thermostat'], expected: 7.5 },
    { names: ['Insulation'], expected: 20 },
    { names: ['LED Lights', 'Smart Thermostat'], expected: 15 },
    { names: ['LED Lights', 'Insulation'], expected: 22.5 }, // 7.5 + (20 − 5)
    { names: ['Smart Thermostat', 'Insulation'], expected: 22.5 },
    { names: ['LED Lights', 'Smart Thermostat', 'Insulation'], expected: 25 }, // 7.5 + 7.5 + 10
    { names: ['Monitoring', 'Ground Mount'], expected: 0 },
  ])('$names → $expected %', ({ names, expected }) => {
    expect(efficiencyReduction(names)).toBe(expected);
  });
});
