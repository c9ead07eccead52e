import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { BASE_TEMPLATES } from '../brand/base-templates';

/** The colour keys every brand template has (spec 1 §1). */
export const BrandPaletteSchema = lazySchema(() =>
  z.object({
    text: z.string(),
    light: z.string(),
    main: z.string(),
    dark: z.string(),
    veryDark: z.string(),
    primary: z.string(),
  }),
);
export type BrandPalette = z.infer<typeof BrandPaletteSchema>;

/** A bundled brand template (spec 1 §1): contacts, about text, logo and palette. */
export const BrandTemplateSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    baseTemplate: z.enum(BASE_TEMPLATES),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address1: z.string(),
    address2: z.string(),
    website: z.string(),
    about: z.string(),
    logo: z.string(),
    palette: BrandPaletteSchema,
  }),
);
export type BrandTemplate = z.infer<typeof BrandTemplateSchema>;
