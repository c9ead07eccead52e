import { DEFAULT_ADDER_NAMES, UNLOCKABLE_ADDER_NAMES, type Adder } from '@pb/core';

/** The ten default adders cannot be renamed or deleted (spec 2 §2). */
export const isDefaultAdder = (name: string) =>
  (DEFAULT_ADDER_NAMES as readonly string[]).includes(name);

/** The lock option is disabled for six of them (spec 2 §2). */
export const isUnlockableAdder = (name: string) =>
  (UNLOCKABLE_ADDER_NAMES as readonly string[]).includes(name);

/** A new row of the adders (or, with `isRoofType`, the roof types) list. */
export const newAdder = (isRoofType: boolean): Adder => ({
  name: '',
  adder: 0,
  isEpcAdder: false,
  epcAdder: 0,
  isLocked: false,
  numTrees: 0,
  months: 0,
  isRoofType,
});
