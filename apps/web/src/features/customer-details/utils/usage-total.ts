import { monthlyUsage, sumKwh, type AnyPaymentPlan, type PowerUsage } from '@pb/core';

/** Annual kWh of the entered usage (any entry kind); empty boxes count as 0. */
export function annualUsageOf(
  usage: PowerUsage | null | undefined,
  plan: AnyPaymentPlan | null | undefined,
): number {
  if (!usage) return 0;
  const clean: Record<string, unknown> = { ...usage };
  for (const [key, value] of Object.entries(clean)) {
    if (key !== 'usageEntry' && !(typeof value === 'number' && Number.isFinite(value))) {
      clean[key] = 0;
    }
  }
  return sumKwh(monthlyUsage(clean as PowerUsage, plan ?? null));
}
