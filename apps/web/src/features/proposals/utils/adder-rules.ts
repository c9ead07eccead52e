import {
  boundedInt,
  boundedNumber,
  boundedText,
  FIRST_YEAR_INCENTIVE_NAME,
  FREE_MONTHS_DEFAULT,
  FREE_MONTHS_INCENTIVE_NAME,
  FREE_MONTHS_MAX,
  FREE_MONTHS_MIN,
  isMonthBasedAdder,
  isTreeAdder,
  PROPOSAL_MESSAGES,
  TODAY_ONLY_INCENTIVE_NAME,
  TREE_ADDER_NAME,
  type Adder,
} from '@pb/core';
import { z } from 'zod';

/** The re-roof adder: it needs an amount (spec 3 §5). */
export const RE_ROOF_ADDER_NAME = 'ReRoof';
export const CUSTOM_ADDER_KIND = 'Custom';

/** Texts the spec does not word. */
export const ADDER_TEXTS = {
  todayOnlyNameNotAllowed: `'${TODAY_ONLY_INCENTIVE_NAME}' cannot be used as a custom adder name.`,
  treeDealerFees: 'Add dealer fees separately: the tree adder covers the trees only.',
  amountRequired: 'Enter an amount above 0.',
} as const;

const MONTH_KINDS: readonly string[] = [FREE_MONTHS_INCENTIVE_NAME, FIRST_YEAR_INCENTIVE_NAME];

/** The fixed kinds the Add Adder dialog offers before the site settings' adders. */
export const FIXED_ADDER_KINDS = [
  CUSTOM_ADDER_KIND,
  TREE_ADDER_NAME,
  FREE_MONTHS_INCENTIVE_NAME,
  FIRST_YEAR_INCENTIVE_NAME,
  RE_ROOF_ADDER_NAME,
] as const;

export const isMonthKind = (kind: string) => MONTH_KINDS.includes(kind);

/** The Add Adder dialog's values; which fields count depends on `kind`. */
export const AddAdderSchema = z
  .object({
    kind: z.string().min(1, 'Required'),
    name: boundedText('name').trim(),
    amount: boundedNumber('money').nullable(),
    isEpcAdder: z.boolean(),
    numTrees: boundedInt('trees').nullable(),
    months: z.int().nullable(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === CUSTOM_ADDER_KIND) {
      if (v.name === '') issue('name', 'Required');
      else if (v.name.toLowerCase() === TODAY_ONLY_INCENTIVE_NAME.toLowerCase()) {
        issue('name', ADDER_TEXTS.todayOnlyNameNotAllowed);
      }
    }
    if (
      (v.kind === CUSTOM_ADDER_KIND || v.kind === RE_ROOF_ADDER_NAME) &&
      !(v.amount !== null && v.amount > 0)
    ) {
      issue('amount', ADDER_TEXTS.amountRequired);
    }
    if (v.kind === TREE_ADDER_NAME && !(v.numTrees !== null && v.numTrees >= 1)) {
      issue('numTrees', 'Enter at least 1 tree.');
    }
    if (
      isMonthKind(v.kind) &&
      !(v.months !== null && v.months >= FREE_MONTHS_MIN && v.months <= FREE_MONTHS_MAX)
    ) {
      issue('months', `Enter ${FREE_MONTHS_MIN} to ${FREE_MONTHS_MAX} months.`);
    }
  });
export type AddAdderValues = z.output<typeof AddAdderSchema>;

export const ADD_ADDER_DEFAULTS: AddAdderValues = {
  kind: CUSTOM_ADDER_KIND,
  name: '',
  amount: null,
  isEpcAdder: false,
  numTrees: 1,
  months: FREE_MONTHS_DEFAULT,
};

const blankAdder = (name: string): Adder => ({
  name,
  adder: 0,
  isEpcAdder: false,
  epcAdder: 0,
  isLocked: false,
  numTrees: 0,
  months: 0,
  isRoofType: false,
});

/** The custom adder the dialog's values describe (site adders are copied, never locked). */
export function adderFromValues(values: AddAdderValues, siteAdders: readonly Adder[]): Adder {
  const amount = values.amount ?? 0;
  if (values.kind === CUSTOM_ADDER_KIND) {
    return values.isEpcAdder
      ? { ...blankAdder(values.name), isEpcAdder: true, epcAdder: amount }
      : { ...blankAdder(values.name), adder: amount };
  }
  if (values.kind === TREE_ADDER_NAME)
    return { ...blankAdder(TREE_ADDER_NAME), numTrees: values.numTrees ?? 1 };
  if (isMonthKind(values.kind))
    return { ...blankAdder(values.kind), months: values.months ?? FREE_MONTHS_DEFAULT };
  if (values.kind === RE_ROOF_ADDER_NAME)
    return { ...blankAdder(RE_ROOF_ADDER_NAME), adder: amount };
  const site = siteAdders.find((a) => a.name === values.kind);
  return site ? { ...site, isLocked: false, isRoofType: false } : blankAdder(values.kind);
}

/**
 * Why `candidate` cannot join `existing` (spec 3 §5), or null: only one tree adder ('Tree Adder
 * Already Exists'), one First Year / Free Months incentive and one adder per name ('{name}
 * already exists').
 */
export function refuseNewAdder(existing: readonly Adder[], candidate: Adder): string | null {
  if (isTreeAdder(candidate) && existing.some(isTreeAdder))
    return PROPOSAL_MESSAGES.treeAdderAlreadyExists;
  if (isMonthBasedAdder(candidate)) {
    const present = existing.find((a) => isMonthBasedAdder(a) && !isTreeAdder(a));
    if (present) return PROPOSAL_MESSAGES.adderAlreadyExists(present.name);
  }
  if (existing.some((a) => a.name.toLowerCase() === candidate.name.toLowerCase())) {
    return PROPOSAL_MESSAGES.adderAlreadyExists(candidate.name);
  }
  return null;
}
