import { randomUUID } from 'node:crypto';
import {
  sortTiers,
  type MonthGroup,
  type PaymentPlan,
  type PostSolarPlan,
  type UpdatePowerCompanyInput,
} from '@pb/core';

type PlanInput = UpdatePowerCompanyInput['preSolarPlans'][number];
type PostPlanInput = UpdatePowerCompanyInput['postSolarPlans'][number];
type GroupInput = PlanInput['monthGroups'][number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps an id the client sent when it is a uuid not used yet in this company; otherwise a new one. */
function idFor(sent: string | undefined, used: Set<string>): string {
  const id =
    sent && UUID.test(sent) && !used.has(sent.toLowerCase()) ? sent.toLowerCase() : randomUUID();
  used.add(id);
  return id;
}

const toGroup = (g: GroupInput, used: Set<string>): MonthGroup => ({
  id: idFor(g.id, used),
  name: g.name,
  months: g.months,
  fixedCost: g.fixedCost,
  tiers: sortTiers(g.tiers),
});

/**
 * Plans as stored: every plan and month group has an id, and tiers are sorted by upToKwh and
 * renumbered from 1 (spec 2 §2 Plan dialog).
 */
export function normalizePlans(input: {
  preSolarPlans: PlanInput[];
  postSolarPlans: PostPlanInput[];
}): { preSolarPlans: PaymentPlan[]; postSolarPlans: PostSolarPlan[] } {
  const used = new Set<string>();
  const preSolarPlans = input.preSolarPlans.map((p) => ({
    id: idFor(p.id, used),
    name: p.name,
    monthGroups: p.monthGroups.map((g) => toGroup(g, used)),
    ...(p.hourly ? { hourly: p.hourly } : {}),
  }));
  const postSolarPlans = input.postSolarPlans.map((p) => ({
    id: idFor(p.id, used),
    name: p.name,
    monthGroups: p.monthGroups.map((g) => toGroup(g, used)),
    hasNetMetering: p.hasNetMetering,
    netMeteringPercentage: p.netMeteringPercentage,
    netMeteringRate: p.netMeteringRate,
    ...(p.hourly ? { hourly: p.hourly } : {}),
  }));
  return { preSolarPlans, postSolarPlans };
}
