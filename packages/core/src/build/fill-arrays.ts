import { distanceFromSouth, isNorthFacing } from '../system/azimuth';
import { type Kwh, type Watts, WATTS_PER_KW } from '../units';

export interface FillArraysInput {
  arrays: readonly { azimuth: number | null; maxPanelsAllowed: number }[];
  /** Annual kWh of one panel on each face, after shading (same order as `arrays`). */
  perPanelProduction: readonly Kwh[];
  /** Production the build should reach, kWh a year. */
  neededProduction: Kwh;
  /** The ≥120 % nudge: extra panels added before the offset-limit trim. */
  extraPanels: number;
  /**
   * panelsToAddToRecommendedBuild (the CEE/BSA toggle, 0/1): added after the offset-limit trim and
   * the minimum, so the trim cannot take it back (issue 9: 34 stayed 34). Only the kW limit can.
   */
  addedPanels?: number;
  /** The minimum build (spec 2 §9 "Minimum build 9 panels"); 0 = none. */
  minimumPanels?: number;
  panelWatts: Watts;
  /** Power company limit, kW; 0 = none. */
  systemSizeLimit: number;
  /** Most production the power company's offset limits allow, kWh a year; null = no limit. */
  maxProduction?: Kwh | null;
}

export interface FilledArrays {
  panels: number[];
  /** The target needed panels over some face's maxPanelsAllowed. */
  isOverMaxAllowed: boolean;
  /** Panels were removed to stay within the power company's kW limit. */
  isSizeLimited: boolean;
  /** Panels were removed to stay within the power company's offset limits. */
  isOffsetLimited: boolean;
  /** Index of the most south-facing usable face, or −1 when there is none. */
  bestIndex: number;
}

/**
 * Spreads the needed production over the roof faces (spec 3 §4 step 2):
 * 1. usable faces: not north-facing and with production, most south-facing first; faces equally
 *    far from south go by per-panel production, the better first (issue 9: east 451 kWh/panel
 *    was filled before west 470);
 * 2. fill each up to maxPanelsAllowed (0 = no max) with ceil(remaining / per-panel kWh);
 * 3. what is still missing goes on the best face over its max ('Cannot reach 100% offset…');
 * 4. a face with exactly 1 panel gets 2; the nudge goes on the best-ranked face with room
 *    under its max (over the best face's max only when none has room);
 * 5. over the offset limits (rounding up can overshoot a 100 % cap), panels come off the least
 *    south-facing faces one at a time until the production is within the limit (never leaving 1);
 * 6. under the minimum build, panels are added, best face first, up to each max (issue 9: a
 *    600 kWh home got 0 panels);
 * 7. the CEE/BSA panel (`addedPanels`) is added, like the nudge, after the trim so it survives;
 * 8. over the kW limit (a power company restriction, messaged), panels come off the least
 *    south-facing faces (never leaving 1). This alone may undo steps 6 and 7.
 */
export function fillArrays(input: FillArraysInput): FilledArrays {
  const panels = input.arrays.map(() => 0);
  const perPanelOf = (i: number) => input.perPanelProduction[i] ?? 0;
  const distanceOf = (i: number) => {
    const azimuth = input.arrays[i]!.azimuth;
    return azimuth === null ? Infinity : distanceFromSouth(azimuth);
  };
  const usable = input.arrays
    .map((_, i) => i)
    .filter((i) => !isNorthFacing(input.arrays[i]!.azimuth) && perPanelOf(i) > 0)
    .sort((a, b) => distanceOf(a) - distanceOf(b) || perPanelOf(b) - perPanelOf(a) || a - b);
  const bestIndex = usable[0] ?? -1;
  const result = {
    panels,
    isOverMaxAllowed: false,
    isSizeLimited: false,
    isOffsetLimited: false,
    bestIndex,
  };
  if (bestIndex < 0 || !(input.neededProduction > 0)) return result;
  let remaining: number = input.neededProduction;
  for (const i of usable) {
    if (remaining <= 1e-9) break;
    const perPanel = input.perPanelProduction[i]!;
    const max = input.arrays[i]!.maxPanelsAllowed;
    const wanted = Math.ceil(remaining / perPanel - 1e-9);
    panels[i] = max > 0 ? Math.min(max, wanted) : wanted;
    remaining -= panels[i] * perPanel;
  }
  if (remaining > 1e-9) {
    panels[bestIndex]! += Math.ceil(remaining / input.perPanelProduction[bestIndex]! - 1e-9);
    result.isOverMaxAllowed = true;
  }
  for (let i = 0; i < panels.length; i += 1) if (panels[i] === 1) panels[i] = 2;
  addWhereRoom(input, usable, result, input.extraPanels, true);
  trimToMaxProduction(input, usable, result);
  const minimum = input.minimumPanels ?? 0;
  const short = minimum - panels.reduce((a, b) => a + b, 0);
  if (short > 0) {
    addWhereRoom(input, usable, result, short, false);
    for (let i = 0; i < panels.length; i += 1) if (panels[i] === 1) panels[i] = 2;
  }
  if (panels.some((n) => n > 0)) addWhereRoom(input, usable, result, input.addedPanels ?? 0, true);
  if (input.systemSizeLimit > 0 && input.panelWatts > 0) {
    const maxTotal = Math.floor((input.systemSizeLimit * WATTS_PER_KW) / input.panelWatts + 1e-9);
    let excess = panels.reduce((a, b) => a + b, 0) - maxTotal;
    for (const i of [...usable].reverse()) {
      if (excess <= 0) break;
      const cut = Math.min(panels[i]!, excess);
      panels[i]! -= cut;
      excess -= cut;
      if (panels[i] === 1) {
        panels[i] = 0;
        excess -= 1;
      }
      result.isSizeLimited = true;
    }
  }
  return result;
}

/**
 * Adds `count` panels on the best-ranked faces with room under their max (issue 9: a face of 20
 * was given 22 and the builder then warned about its own recommendation); `onlyWithPanels` skips
 * empty faces. What does not fit goes over the best face's max, flagged.
 */
function addWhereRoom(
  input: FillArraysInput,
  usable: number[],
  result: FilledArrays,
  count: number,
  onlyWithPanels: boolean,
): void {
  const { panels } = result;
  let extra = Math.max(0, count);
  for (const i of usable) {
    if (extra <= 0) break;
    if (onlyWithPanels && panels[i]! <= 0) continue;
    const max = input.arrays[i]!.maxPanelsAllowed;
    const add = max > 0 ? Math.min(extra, Math.max(0, max - panels[i]!)) : extra;
    panels[i]! += add;
    extra -= add;
  }
  if (extra > 0) {
    panels[result.bestIndex]! += extra;
    result.isOverMaxAllowed = true;
  }
}

function trimToMaxProduction(input: FillArraysInput, usable: number[], result: FilledArrays): void {
  const limit = input.maxProduction;
  if (limit === null || limit === undefined) return;
  const { panels } = result;
  const production = () =>
    panels.reduce((sum, n, i) => sum + n * (input.perPanelProduction[i] ?? 0), 0);
  // Offsets are judged at 2 decimals, so a hair over the limit is within it.
  const tolerance = 1e-6 * Math.max(1, limit);
  for (const i of [...usable].reverse()) {
    while (panels[i]! > 0 && production() > limit + tolerance) {
      panels[i]! -= panels[i] === 2 ? 2 : 1;
      result.isOffsetLimited = true;
    }
  }
}
