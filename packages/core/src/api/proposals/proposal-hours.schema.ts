import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';

/** 8760 hours as base64 of little-endian 32-bit floats (core `encodeHours`), or '' for none. */
const encodedHours = lazySchema(() => z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/));

/**
 * Reply of GET /api/Proposals/{id}/hours (decision 0061): the hours the server prices the saved
 * proposal from when its pre- or post-solar plan is hourly, so the editor's live figures are the
 * figures a save stores. `hours` is null on the spec's monthly plans (nothing to fetch). `load`:
 * the household's 8760 kWh; `perPanelProduction`: one panel's 8760 kWh per array of the saved
 * proposal, in its order ('' for an array without production).
 */
export const ProposalHoursResponseSchema = lazySchema(() =>
  z.object({
    hours: z
      .object({
        isLoadModelled: z.boolean(),
        load: encodedHours,
        perPanelProduction: z.array(encodedHours),
      })
      .nullable(),
  }),
);
export type ProposalHoursResponse = z.infer<typeof ProposalHoursResponseSchema>;
