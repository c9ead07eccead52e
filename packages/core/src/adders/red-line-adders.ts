import type { Adder } from '../catalogue/adder.schema';
import { type BaseTemplate, PRODUCT_BASE_TEMPLATE } from '../brand/base-templates';

/** Automatic red-line adder names (spec 3 §4 "Red line"). */
export const SMALL_SYSTEM_ADDER = 'Small System';
export const STEEP_PITCH_ADDER = 'Steep Pitch';
export const MULTIPLE_ARRAY_ADDER = 'Multiple Array';
export const SOLCIUS_ADDER = 'Solcius';
export const AUTOMATIC_RED_LINE_ADDERS = [
  SMALL_SYSTEM_ADDER,
  STEEP_PITCH_ADDER,
  MULTIPLE_ARRAY_ADDER,
  SOLCIUS_ADDER,
] as const;

/** Below this many panels in total the Small System adder applies. */
export const SMALL_SYSTEM_PANEL_THRESHOLD = 15;
/** Installers whose builds take the Multiple Array adder. */
export const MULTIPLE_ARRAY_INSTALLERS: readonly BaseTemplate[] = [
  PRODUCT_BASE_TEMPLATE,
  'CEE',
  'Solcius',
];

export interface RedLineAdderContext {
  arrays: readonly { panels: number; tilt: number }[];
  steepPtichAmount: number;
  installerBaseTemplate: BaseTemplate | null;
}

/**
 * Which automatic adders apply:
 * - Small System: Σ panels < 15
 * - Steep Pitch: some array with panels > 0 has tilt > steepPtichAmount
 * - Multiple Array: more than 2 arrays have panels and the installer is {product}, CEE or Solcius
 * - Solcius: the installer is Solcius
 */
export function redLineAdderConditions(ctx: RedLineAdderContext): Record<string, boolean> {
  const withPanels = ctx.arrays.filter((a) => a.panels > 0);
  const total = withPanels.reduce((sum, a) => sum + a.panels, 0);
  const template = ctx.installerBaseTemplate;
  return {
    [SMALL_SYSTEM_ADDER]: total < SMALL_SYSTEM_PANEL_THRESHOLD,
    [STEEP_PITCH_ADDER]: withPanels.some((a) => a.tilt > ctx.steepPtichAmount),
    [MULTIPLE_ARRAY_ADDER]:
      withPanels.length > 2 && template !== null && MULTIPLE_ARRAY_INSTALLERS.includes(template),
    [SOLCIUS_ADDER]: template === 'Solcius',
  };
}

/**
 * Red-line adders added or removed automatically: every automatic adder is removed from the
 * custom adders, then those whose condition holds are added back with the site settings'
 * amounts (an adder missing from the site settings cannot be added).
 */
export function applyRedLineAdders(
  customAdders: readonly Adder[],
  siteAdders: readonly Adder[],
  ctx: RedLineAdderContext,
): Adder[] {
  const conditions = redLineAdderConditions(ctx);
  const automatic: readonly string[] = AUTOMATIC_RED_LINE_ADDERS;
  const kept = customAdders.filter((a) => !automatic.includes(a.name));
  for (const name of AUTOMATIC_RED_LINE_ADDERS) {
    const site = siteAdders.find((a) => a.name === name);
    if (conditions[name] && site) kept.push({ ...site });
  }
  return kept;
}
