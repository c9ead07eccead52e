import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedInt, boundedNumber, boundedText } from '../api/bounds';

/**
 * An adder of the site settings or a custom adder on a proposal (spec 2 §3, spec 3 §3).
 * `adder` is dollars; when `isEpcAdder`, `epcAdder` ($/W) is used instead and converted to
 * dollars with the system size. `numTrees` > 0 marks the tree adder; `months` (1–60) marks a
 * First Year / Free Months incentive; `isRoofType` marks a roof-type adder.
 */
export const AdderSchema = lazySchema(() =>
  z.object({
    name: boundedText('name').trim().min(1, 'Required'),
    adder: boundedNumber('money'),
    isEpcAdder: z.boolean(),
    epcAdder: boundedNumber('epc'),
    isLocked: z.boolean(),
    numTrees: boundedInt('trees'),
    months: z.int().min(0).max(60),
    isRoofType: z.boolean(),
  }),
);
export type Adder = z.infer<typeof AdderSchema>;

/** Custom adders share the adder shape. */
export const CustomAdderSchema = lazySchema(() => AdderSchema);
export type CustomAdder = Adder;

/** Default adder names, which cannot be edited or deleted (spec 2 §2). */
export const DEFAULT_ADDER_NAMES = [
  'LED Lights',
  'Smart Thermostat',
  'Insulation',
  'Monitoring',
  'Small System',
  'Ground Mount',
  'Steep Pitch',
  'Emergency Battery Backup',
  'Multiple Array',
  'Solcius',
] as const;
export type DefaultAdderName = (typeof DEFAULT_ADDER_NAMES)[number];

/** Default adders whose lock option is disabled (spec 2 §2). */
export const UNLOCKABLE_ADDER_NAMES = [
  'Small System',
  'Ground Mount',
  'Steep Pitch',
  'Monitoring',
  'Multiple Array',
  'Solcius',
] as const;

/** Custom adder names with special meaning (spec 3 §9). */
export const FREE_MONTHS_INCENTIVE_NAME = 'Free Months Incentive';
export const FIRST_YEAR_INCENTIVE_NAME = 'First Year Incentive';
export const TODAY_ONLY_INCENTIVE_NAME = 'Today Only Incentive';
export const TREE_ADDER_NAME = 'Tree Adder';
