import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedList, boundedNumber } from '../api/bounds';
import { AdderSchema } from './adder.schema';

/**
 * Site settings (spec 2 §3). `defaultEpcTarget` is $/W; `steepPtichAmount` is a tilt in
 * degrees (the spec's spelling is kept); `treeAdderAmount` is $/tree for red line;
 * `flatRoofAmount` is dollars. The first roof type is the default.
 */
export const SiteSettingsSchema = lazySchema(() =>
  z.object({
    defaultEpcTarget: boundedNumber('epc'),
    adders: boundedList(AdderSchema, 'adders').refine(
      (a) => new Set(a.map((x) => x.name)).size === a.length,
      'Adder names must be unique',
    ),
    roofTypes: boundedList(AdderSchema, 'adders'),
    steepPtichAmount: z.number().min(0).max(90),
    treeAdderAmount: boundedNumber('dollarsPerTree'),
    flatRoofAmount: boundedNumber('money'),
  }),
);
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
