import { ProposalInputSchema, boundedInt, boundedNumber } from '@pb/core';
import { z } from 'zod';

/**
 * The builder's and editor's form: the proposal as it is saved (ProposalInputSchema from core)
 * plus the 'Has Shading' toggle, the version read (editor; null in the builder) and an
 * out-of-pocket box that may be left empty (taken as 0).
 */
export const ProposalFormSchema = ProposalInputSchema.extend({
  outOfPocketCost: boundedNumber('money').nullable(),
  hasShading: z.boolean(),
  version: boundedInt('version').nullable(),
});

export type ProposalFormValues = z.output<typeof ProposalFormSchema>;
export type ProposalDetailsValues = ProposalFormValues['details'];
