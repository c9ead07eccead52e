import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedNumber } from '../bounds';
import {
  INCENTIVE_KINDS,
  INCENTIVE_TYPES,
  IncentiveSchema,
} from '../../catalogue/incentive.schema';
import {
  CatalogueNameSchema,
  StatesServicedInputSchema,
  UpdateKeySchema,
  VersionSchema,
} from './catalogue-common.schema';

/** The Federal tax credit is capped at 26 percent (spec 2 §5). */
export const FEDERAL_TAX_CREDIT_MAX_PERCENT = 26;
/** A South Carolina incentive runs from 0 to 3500, and so does its max (spec 2 §5). */
export const SOUTH_CAROLINA_INCENTIVE_MAX = 3500;

/** Catalogue scopes; 'Custom' exists on proposals only. */
export const CATALOGUE_INCENTIVE_SCOPES = ['Federal', 'Local'] as const;

/** An incentive as the API returns it (statesServiced is empty unless scope is Local). */
export const IncentiveRecordSchema = lazySchema(() =>
  IncentiveSchema.extend({ version: VersionSchema }),
);
export type IncentiveRecord = z.infer<typeof IncentiveRecordSchema>;

export const IncentiveListSchema = lazySchema(() => z.array(IncentiveRecordSchema));

const incentiveObject = lazySchema(() =>
  z.object({
    name: CatalogueNameSchema,
    type: z.enum(INCENTIVE_TYPES),
    value: boundedNumber('money'),
    max: boundedNumber('money').default(0),
    hasNoMax: z.boolean().default(false),
    scope: z.enum(CATALOGUE_INCENTIVE_SCOPES),
    statesServiced: StatesServicedInputSchema,
    /** 'southCarolina' marks the South Carolina Solar Incentive (0–3500, rep-editable). */
    kind: z.enum(INCENTIVE_KINDS).default('standard'),
  }),
);

type IncentiveFields = z.infer<typeof incentiveObject>;

/** The spec's limits, each issue naming its field. */
function checkIncentive(i: IncentiveFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (i.type === '% of Total Cost' && i.value > 100)
    issue('value', 'A percentage cannot exceed 100');
  if (
    i.scope === 'Federal' &&
    i.type === '% of Total Cost' &&
    i.value > FEDERAL_TAX_CREDIT_MAX_PERCENT
  ) {
    issue('value', `The Federal tax credit is capped at ${FEDERAL_TAX_CREDIT_MAX_PERCENT}%`);
  }
  if (i.kind === 'southCarolina') {
    const range = `A South Carolina incentive runs from 0 to ${SOUTH_CAROLINA_INCENTIVE_MAX}`;
    if (i.value > SOUTH_CAROLINA_INCENTIVE_MAX) issue('value', range);
    if (i.hasNoMax) issue('hasNoMax', `${range}: it needs a maximum`);
    else if (i.max > SOUTH_CAROLINA_INCENTIVE_MAX) issue('max', range);
  }
}

/**
 * Body of POST /api/Incentives. With `hasNoMax` the max is stored as 0; statesServiced is kept
 * only for scope Local (cleared otherwise).
 */
export const CreateIncentiveInputSchema = lazySchema(() =>
  incentiveObject.superRefine(checkIncentive),
);
export type CreateIncentiveInput = z.infer<typeof CreateIncentiveInputSchema>;

/** Body of PUT /api/Incentives: the whole incentive with its id and version. */
export const UpdateIncentiveInputSchema = lazySchema(() =>
  incentiveObject.extend(UpdateKeySchema.shape).superRefine(checkIncentive),
);
export type UpdateIncentiveInput = z.infer<typeof UpdateIncentiveInputSchema>;
