import { type Percent, percent } from '../units';

/** The target offset is capped here (spec 2 §9). */
export const TARGET_OFFSET_CAP = percent(100);
/** The solar target never starts below this base. */
export const TARGET_OFFSET_BASE = percent(20);
/** From this maxTotalOffset the recommended build is nudged up one panel. */
export const NUDGE_OFFSET = percent(120);

/**
 * Target offsets of the recommended build (spec 2 §9 "Target offset and build"):
 *
 *   total target = min(100, maxTotalOffset)                 (maxTotalOffset 0 = no limit → 100)
 *   solar target = min(maxSolarOffset, max(20, total target − efficiency reduction))
 *
 * The efficiency adders cover part of the total; solar covers the rest, but never less than the
 * 20 % base, and never more than the company's maxSolarOffset (0 = no limit).
 */
export function targetOffsets(
  maxTotalOffset: Percent,
  maxSolarOffset: Percent,
  efficiencyReduction: Percent,
): { total: Percent; solar: Percent } {
  const total =
    maxTotalOffset > 0 ? Math.min(TARGET_OFFSET_CAP, maxTotalOffset) : TARGET_OFFSET_CAP;
  let solar = Math.max(TARGET_OFFSET_BASE, total - efficiencyReduction);
  if (maxSolarOffset > 0) solar = Math.min(solar, maxSolarOffset);
  return { total: percent(total), solar: percent(solar) };
}

/** The build is nudged up one panel when the company allows 120 % offset or more. */
export function shouldNudgeBuild(maxTotalOffset: Percent): boolean {
  return maxTotalOffset >= NUDGE_OFFSET;
}
