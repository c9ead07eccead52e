import { z } from 'zod';
import { AdderSchema } from './adder.schema';

/**
 * Site settings (spec 2 §3). `defaultEpcTarget` is $/W; `steepPtichAmount` is a tilt in
 * degrees (the spec's spelling is kept); `treeAdderAmount` is $/tree for red line;
 * `flatRoofAmount` is dollars. The first roof type is the default.
 */
export const SiteSettingsSchema = z.object({
  defaultEpcTarget: z.number().nonnegative(),
  adders: z
    .array(AdderSchema)
    .refine((a) => new Set(a.map((x) => x.name)).size === a.length, 'Adder names must be unique'),
  roofTypes: z.array(AdderSchema),
  steepPtichAmount: z.number().min(0).max(90),
  treeAdderAmount: z.number().nonnegative(),
  flatRoofAmount: z.number().nonnegative(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
