import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedList, boundedNumber, boundedText } from '../api/bounds';
import {
  BASE_TEMPLATES,
  INSTALLER_CREATE_BASE_TEMPLATES,
  type BaseTemplate,
} from '../brand/base-templates';
import { US_STATE_ABBREVIATIONS } from '../geo/us-states';
import { StatesServicedSchema } from './states-serviced.schema';

/**
 * Installer base templates (spec 2 §2). `{product}` is the company's own brand, stored as data:
 * 'Solex' (see brand/base-templates.ts). Never write the brand names as literals elsewhere.
 */
export const INSTALLER_BASE_TEMPLATES = BASE_TEMPLATES;
export type InstallerBaseTemplate = BaseTemplate;

/** The create-installer dialog offers only these two (spec 2 §2). */
export const CREATABLE_INSTALLER_BASE_TEMPLATES = INSTALLER_CREATE_BASE_TEMPLATES;

/** A per-state adder of an installer, in $/W (it enters the rep-make formula per watt). */
export const InstallerStateAdderSchema = lazySchema(() =>
  z.object({
    state: z.enum(US_STATE_ABBREVIATIONS),
    adder: boundedNumber('epc'),
  }),
);
export type InstallerStateAdder = z.infer<typeof InstallerStateAdderSchema>;

/** An installer (spec 2 §3). An empty `statesServiced` means all states. */
export const InstallerSchema = lazySchema(() =>
  z.object({
    id: boundedText('id'),
    name: boundedText('name').trim().min(1, 'Required'),
    baseTemplate: z.enum(INSTALLER_BASE_TEMPLATES),
    statesServiced: StatesServicedSchema,
    isDefault: z.boolean(),
    adders: boundedList(InstallerStateAdderSchema, 'states').refine(
      (a) => new Set(a.map((x) => x.state)).size === a.length,
      'One adder per state',
    ),
  }),
);
export type Installer = z.infer<typeof InstallerSchema>;

export const InstallerInputSchema = lazySchema(() => InstallerSchema.omit({ id: true }));
export type InstallerInput = z.infer<typeof InstallerInputSchema>;
