import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedNumber, boundedText } from '../api/bounds';
import { StatesServicedSchema } from './states-serviced.schema';

/** Incentive types, word for word (spec 2 §3). */
export const INCENTIVE_TYPES = [
  '% of Total Cost',
  '$ per Watt',
  '$ per kWh',
  'Fixed Amount',
  'Today Only Incentive',
] as const;
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];

/** Federal and Local are catalogue scopes; Custom appears on proposals only. */
export const INCENTIVE_SCOPES = ['Federal', 'Local', 'Custom'] as const;
export type IncentiveScope = (typeof INCENTIVE_SCOPES)[number];

/**
 * What an incentive is beyond its type: 'southCarolina' marks the South Carolina Solar Incentive,
 * whose value and max a rep may edit within 0–3500 (spec 3 §5). It is an explicit catalogue flag,
 * never derived from the states an incentive serves. Absent = 'standard'.
 */
export const INCENTIVE_KINDS = ['standard', 'southCarolina'] as const;
export type IncentiveKind = (typeof INCENTIVE_KINDS)[number];

/**
 * An incentive (spec 2 §3). `value` is in the unit of its type (%, $/W, $/kWh or $);
 * `max` caps the deduction in dollars unless `hasNoMax` (then `max` is 0).
 */
export const IncentiveSchema = lazySchema(() =>
  z
    .object({
      id: boundedText('id'),
      name: boundedText('name').trim().min(1, 'Required'),
      type: z.enum(INCENTIVE_TYPES),
      value: boundedNumber('money'),
      max: boundedNumber('money'),
      hasNoMax: z.boolean(),
      scope: z.enum(INCENTIVE_SCOPES),
      statesServiced: StatesServicedSchema,
      kind: z.enum(INCENTIVE_KINDS).optional(),
    })
    .refine((i) => !i.hasNoMax || i.max === 0, {
      message: 'Maximum must be 0 when there is no maximum',
      path: ['max'],
    })
    .refine((i) => i.type !== '% of Total Cost' || i.value <= 100, {
      message: 'A percentage cannot exceed 100',
      path: ['value'],
    }),
);
export type Incentive = z.infer<typeof IncentiveSchema>;

export const IncentiveInputSchema = lazySchema(() => IncentiveSchema);
export type IncentiveInput = z.infer<typeof IncentiveInputSchema>;

/** An incentive chosen on a proposal with its computed deduction in dollars (spec 3 §3). */
export const IncentiveEntrySchema = lazySchema(() =>
  z.object({
    incentive: IncentiveSchema,
    deduction: boundedNumber('money'),
    /** Today Only Incentive only: loan payments it covers, 0–24 (default 12). */
    months: z.int().min(0).max(24).optional(),
  }),
);
export type IncentiveEntry = z.infer<typeof IncentiveEntrySchema>;
