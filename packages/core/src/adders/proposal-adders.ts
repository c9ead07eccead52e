import type { Adder } from '../catalogue/adder.schema';
import type { BaseTemplate } from '../brand/base-templates';
import type { SiteSettings } from '../catalogue/site-settings.schema';
import { AUTOMATIC_RED_LINE_ADDERS, applyRedLineAdders } from './red-line-adders';
import { roofTypeAdder } from './roof-type-adder';

export interface ProposalAddersInput {
  customAdders: readonly Adder[];
  siteSettings: SiteSettings | null;
  roofType: string | null;
  isRedLine: boolean;
  arrays: readonly { panels: number; tilt: number }[];
  installerBaseTemplate: BaseTemplate | null;
}

/**
 * The adders a proposal is priced with:
 * 1. its custom adders (without roof types, which step 3 settles); one named after a site-settings
 *    adder takes the site's amounts;
 * 2. locked site-settings adders not already present (a locked adder is always included);
 * 3. the roof-type adder (custom choice, named or default roof type; amount 0 → none);
 * 4. on red line, the automatic adders (Small System, Steep Pitch, Multiple Array, Solcius).
 */
export function proposalAdders(input: ProposalAddersInput): Adder[] {
  const site = input.siteSettings;
  const automatic: readonly string[] = AUTOMATIC_RED_LINE_ADDERS;
  const siteAdders = new Map((site?.adders ?? []).map((a) => [a.name, a]));
  // A custom adder named after a site-settings adder is that adder at the site's price: a client
  // cannot send 'LED Lights' at $0 for its efficiency reduction, or a cheaper locked adder.
  const adders = input.customAdders
    .filter((a) => !a.isRoofType)
    .map((a) => {
      const fromSite = siteAdders.get(a.name);
      return fromSite ? { ...fromSite } : a;
    });
  for (const locked of site?.adders ?? []) {
    if (!locked.isLocked || automatic.includes(locked.name)) continue;
    if (!adders.some((a) => a.name === locked.name)) adders.push({ ...locked });
  }
  const roof = roofTypeAdder(input.customAdders, site?.roofTypes ?? [], input.roofType);
  if (roof) adders.push(roof);
  if (!input.isRedLine) return adders;
  return applyRedLineAdders(adders, site?.adders ?? [], {
    arrays: input.arrays,
    steepPtichAmount: site?.steepPtichAmount ?? 90,
    installerBaseTemplate: input.installerBaseTemplate,
  });
}
