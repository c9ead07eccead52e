import type { Adder, DefaultAdderName, SiteSettings } from '@pb/core';

const adder = (name: string, dollars: number, more: Partial<Adder> = {}): Adder => ({
  name,
  adder: dollars,
  isEpcAdder: false,
  epcAdder: 0,
  isLocked: false,
  numTrees: 0,
  months: 0,
  isRoofType: false,
  ...more,
});

/** Dollar amounts for the ten default adders (the spec leaves them to the company). */
const DEFAULT_ADDER_AMOUNTS: Record<DefaultAdderName, number> = {
  'LED Lights': 600,
  'Smart Thermostat': 350,
  Insulation: 1500,
  Monitoring: 300,
  'Small System': 1500,
  'Ground Mount': 3500,
  'Steep Pitch': 1000,
  'Emergency Battery Backup': 12000,
  'Multiple Array': 500,
  Solcius: 750,
};

const roofType = (name: string, epcAdder: number): Adder =>
  adder(name, 0, { isRoofType: true, isEpcAdder: epcAdder > 0, epcAdder });

/**
 * The settings a new installation starts with (seeded; also written if the row is ever missing).
 * The top roof type is the default; an amount of 0 adds nothing.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  defaultEpcTarget: 3.5,
  adders: Object.entries(DEFAULT_ADDER_AMOUNTS).map(([name, dollars]) => adder(name, dollars)),
  roofTypes: [
    roofType('Comp Shingle', 0),
    roofType('Tile', 0.25),
    roofType('Metal', 0.1),
    roofType('Flat', 0),
  ],
  steepPtichAmount: 35,
  treeAdderAmount: 300,
  flatRoofAmount: 1500,
};
