import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedList, boundedNumber } from '../bounds';
import {
  BASE_TEMPLATES,
  INSTALLER_CREATE_BASE_TEMPLATES,
  type BaseTemplate,
} from '../../brand/base-templates';
import { InstallerSchema } from '../../catalogue/installer.schema';
import { US_STATE_ABBREVIATIONS } from '../../geo/us-states';
import {
  CatalogueNameSchema,
  StatesServicedInputSchema,
  UpdateKeySchema,
  VersionSchema,
} from './catalogue-common.schema';

/** An installer as the API returns it. Exactly one installer is the default. */
export const InstallerRecordSchema = lazySchema(() =>
  InstallerSchema.extend({ version: VersionSchema }),
);
export type InstallerRecord = z.infer<typeof InstallerRecordSchema>;

export const InstallerListSchema = lazySchema(() => z.array(InstallerRecordSchema));

/** A per-state adder in $/W. */
const StateAdderInputSchema = lazySchema(() =>
  z.object({
    state: z.enum(US_STATE_ABBREVIATIONS),
    adder: boundedNumber('epc'),
  }),
);

const installerFields = {
  name: CatalogueNameSchema,
  statesServiced: StatesServicedInputSchema,
  isDefault: z.boolean().default(false),
  adders: boundedList(StateAdderInputSchema, 'states')
    .refine((a) => new Set(a.map((x) => x.state)).size === a.length, 'One adder per state')
    .default([]),
};

const creatable = INSTALLER_CREATE_BASE_TEMPLATES as [BaseTemplate, ...BaseTemplate[]];

/** Body of POST /api/Installers. A new installer uses one of the creatable base templates. */
export const CreateInstallerInputSchema = lazySchema(() =>
  z.object({
    ...installerFields,
    baseTemplate: z.enum(creatable, {
      error: `A new installer's base template must be one of ${creatable.join(', ')}`,
    }),
  }),
);
export type CreateInstallerInput = z.infer<typeof CreateInstallerInputSchema>;

/** Body of PATCH /api/Installers: the whole installer with its id and version; any base template. */
export const UpdateInstallerInputSchema = lazySchema(() =>
  z.object({
    ...installerFields,
    baseTemplate: z.enum(BASE_TEMPLATES, {
      error: `Base template must be one of ${BASE_TEMPLATES.join(', ')}`,
    }),
    ...UpdateKeySchema.shape,
  }),
);
export type UpdateInstallerInput = z.infer<typeof UpdateInstallerInputSchema>;
