import {
  DEFAULT_TIER_UP_TO_KWH,
  sortTiers,
  type PaymentPlan,
  type PostSolarPlan,
  type PowerCompanyRecord,
  type UpdatePowerCompanyInput,
} from '@pb/core';

/** The plan id of the route that creates a plan. */
export const NEW_PLAN_ID = 'new';

/** Which list a plan belongs to: pre-solar or post-solar. */
export type PlanKind = 'pre' | 'post';

export const PLAN_LABELS: Record<PlanKind, { title: string; item: string }> = {
  pre: { title: 'Pre-Solar Payment Plans', item: 'pre-solar plan' },
  post: { title: 'Post-Solar Payment Plans', item: 'post-solar plan' },
};

type PreSolarPlanInput = UpdatePowerCompanyInput['preSolarPlans'][number];
type PostSolarPlanInput = UpdatePowerCompanyInput['postSolarPlans'][number];

/** A tier row while it is being edited: an emptied box holds null. */
export type TierRow = { tierNumber?: number; upToKwh?: number | null; cost?: number | null };

/**
 * Tier rows sorted by upToKwh (spec 2 §2, §5), stable; rows without a number yet stay last in
 * their order, so a half-filled row never breaks the sort.
 */
export function sortTierRows<T extends TierRow>(tiers: readonly T[]): T[] {
  const hasLimit = (tier: T) => typeof tier.upToKwh === 'number' && Number.isFinite(tier.upToKwh);
  return tiers
    .map((tier, index) => ({ tier, index }))
    .sort((a, b) => {
      if (hasLimit(a.tier) !== hasLimit(b.tier)) return hasLimit(a.tier) ? -1 : 1;
      if (!hasLimit(a.tier)) return a.index - b.index;
      return (a.tier.upToKwh as number) - (b.tier.upToKwh as number) || a.index - b.index;
    })
    .map(({ tier }) => tier);
}

/** Whether the rows are already in upToKwh order (then nothing needs to move). */
export const isTierOrderSorted = (tiers: readonly TierRow[]) =>
  sortTierRows(tiers).every((tier, index) => tier === tiers[index]);

/** A new month group starts with one tier: up to 999999999 kWh at cost 0 (spec 2 §2). */
export const newMonthGroup = () => ({
  name: '',
  months: [],
  fixedCost: 0,
  tiers: [{ tierNumber: 1, upToKwh: DEFAULT_TIER_UP_TO_KWH, cost: 0 }],
});

/** The form values of a new plan: one month group; post-solar plans start without net metering. */
export const newPlan = (kind: PlanKind) => ({
  name: '',
  monthGroups: [newMonthGroup()],
  ...(kind === 'post'
    ? { hasNetMetering: false, netMeteringPercentage: 0, netMeteringRate: 0 }
    : {}),
});

/** A plan's tiers sorted and renumbered from 1 before it is sent. */
function withSortedTiers<T extends PreSolarPlanInput>(plan: T): T {
  return {
    ...plan,
    monthGroups: plan.monthGroups.map((group) => ({ ...group, tiers: sortTiers(group.tiers) })),
  };
}

/** The company as an update body: its own fields, its plans, and the version the screen holds. */
export function companyUpdate(
  company: PowerCompanyRecord,
  version: number,
): UpdatePowerCompanyInput {
  return {
    id: company.id,
    version,
    name: company.name,
    maxTotalOffset: company.maxTotalOffset,
    maxSolarOffset: company.maxSolarOffset,
    statesServiced: company.statesServiced,
    systemSizeLimit: company.systemSizeLimit,
    ratesFixed: company.ratesFixed,
    preSolarPlans: company.preSolarPlans,
    postSolarPlans: company.postSolarPlans,
  };
}

const replaceOrAppend = <T extends { id?: string }>(plans: readonly T[], plan: T): T[] =>
  plan.id && plans.some((p) => p.id === plan.id)
    ? plans.map((p) => (p.id === plan.id ? plan : p))
    : [...plans, plan];

/** Where a saved plan sits in the body: its place, or the end for a new one. */
export function planIndexIn(company: PowerCompanyRecord, kind: PlanKind, planId?: string): number {
  const plans: readonly { id: string }[] =
    kind === 'pre' ? company.preSolarPlans : company.postSolarPlans;
  const index = planId ? plans.findIndex((plan) => plan.id === planId) : -1;
  return index >= 0 ? index : plans.length;
}

/** The update body with `plan` saved into its list (replacing the plan with its id, or added). */
export function companyWithPlan(
  company: PowerCompanyRecord,
  version: number,
  kind: PlanKind,
  plan: PreSolarPlanInput | PostSolarPlanInput,
): UpdatePowerCompanyInput {
  const body = companyUpdate(company, version);
  if (kind === 'pre') {
    return { ...body, preSolarPlans: replaceOrAppend(body.preSolarPlans, withSortedTiers(plan)) };
  }
  const post = withSortedTiers(plan as PostSolarPlanInput);
  return { ...body, postSolarPlans: replaceOrAppend(body.postSolarPlans, post) };
}

/** The update body without the plan `planId`. */
export function companyWithoutPlan(
  company: PowerCompanyRecord,
  version: number,
  kind: PlanKind,
  planId: string,
): UpdatePowerCompanyInput {
  const body = companyUpdate(company, version);
  return kind === 'pre'
    ? { ...body, preSolarPlans: body.preSolarPlans.filter((p) => p.id !== planId) }
    : { ...body, postSolarPlans: body.postSolarPlans.filter((p) => p.id !== planId) };
}

/** The plan of the route, or undefined when the company has none with that id. */
export function findPlan(
  company: PowerCompanyRecord,
  kind: PlanKind,
  planId: string,
): PaymentPlan | PostSolarPlan | undefined {
  const plans = kind === 'pre' ? company.preSolarPlans : company.postSolarPlans;
  return plans.find((plan) => plan.id === planId);
}

/** Maps a server issue (`body.postSolarPlans.2.monthGroups.0.name`) onto the plan form. */
export function planIssuePath(kind: PlanKind, planIndex: number) {
  const prefix = `body.${kind === 'pre' ? 'preSolarPlans' : 'postSolarPlans'}.${planIndex}.`;
  return (path: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : null);
}
