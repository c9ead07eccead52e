import { ProposalInputSchema } from '@pb/core';
import { z } from 'zod';

/**
 * The builder's and editor's form: the proposal as it is saved (ProposalInputSchema from core)
 * plus the 'Has Shading' toggle, the version read (editor; null in the builder) and an
 * out-of-pocket box that may be left empty (taken as 0).
 */
export const ProposalFormSchema = ProposalInputSchema.extend({
  outOfPocketCost: z.number().nonnegative().nullable(),
  hasShading: z.boolean(),
  version: z.int().nonnegative().nullable(),
});

export type ProposalFormValues = z.output<typeof ProposalFormSchema>;
export type ProposalDetailsValues = ProposalFormValues['details'];
