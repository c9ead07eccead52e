import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedList, boundedNumber } from '../bounds';
import {
  AdderSchema,
  DEFAULT_ADDER_NAMES,
  UNLOCKABLE_ADDER_NAMES,
} from '../../catalogue/adder.schema';
import { SiteSettingsSchema } from '../../catalogue/site-settings.schema';
import { VersionSchema } from './catalogue-common.schema';

/** Site settings as the API returns them (a single record). */
export const SiteSettingsRecordSchema = lazySchema(() =>
  SiteSettingsSchema.extend({ version: VersionSchema }),
);
export type SiteSettingsRecord = z.infer<typeof SiteSettingsRecordSchema>;

const isUnlockable = (name: string) => (UNLOCKABLE_ADDER_NAMES as readonly string[]).includes(name);

/** The default adders stay (same names), and the lock option is off on the unlockable ones. */
function checkAdders(adders: readonly z.infer<typeof AdderSchema>[], ctx: z.RefinementCtx) {
  const names = new Set(adders.map((a) => a.name));
  for (const required of DEFAULT_ADDER_NAMES) {
    if (!names.has(required)) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `The default adder "${required}" cannot be renamed or deleted`,
      });
    }
  }
  adders.forEach((a, i) => {
    if (a.isLocked && isUnlockable(a.name)) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'isLocked'],
        message: `"${a.name}" cannot be locked`,
      });
    }
  });
}

/**
 * Body of PATCH /api/settings/site: the whole settings with the version read. `defaultEpcTarget`
 * is $/W; `steepPtichAmount` a tilt in degrees; `treeAdderAmount` $/tree; `flatRoofAmount` $.
 * The ten default adders cannot be renamed or removed; the top roof type is the default and an
 * amount of 0 adds nothing.
 */
export const UpdateSiteSettingsInputSchema = lazySchema(() =>
  z.object({
    defaultEpcTarget: boundedNumber('epc').positive('Must be above 0'),
    adders: boundedList(AdderSchema, 'adders')
      .refine((a) => new Set(a.map((x) => x.name)).size === a.length, 'Adder names must be unique')
      .superRefine(checkAdders),
    roofTypes: boundedList(AdderSchema, 'adders')
      .min(1, 'At least one roof type is required (the top one is the default)')
      .refine(
        (r) => new Set(r.map((x) => x.name)).size === r.length,
        'Roof type names must be unique',
      ),
    steepPtichAmount: z
      .number()
      .min(0, 'Must be 0 to 90 degrees')
      .max(90, 'Must be 0 to 90 degrees'),
    treeAdderAmount: boundedNumber('dollarsPerTree'),
    flatRoofAmount: boundedNumber('money'),
    version: VersionSchema,
  }),
);
export type UpdateSiteSettingsInput = z.infer<typeof UpdateSiteSettingsInputSchema>;
