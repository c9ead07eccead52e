import {
  CALCULATION_MESSAGES as M,
  isNorthFacing,
  type CustomerDetailsRecord,
  type GenerateOptimalBuildResponse,
} from '@pb/core';

/**
 * The notices of the saved build, read back from the saved details (the generate reply's own
 * notices are used while they belong to the shown version): 'Generate Recommended Build.' until
 * a build exists, then the 100 % offset, north-facing and minimum-panels notes.
 */
export function savedBuildNotices(details: CustomerDetailsRecord | null): string[] {
  if (!details) return [M.generateRecommendedBuild];
  const out: string[] = [];
  const arrays = details.panelArrays;
  const recommended = arrays.reduce((sum, a) => sum + a.recommendedPanels, 0);
  if (recommended === 0) out.push(M.generateRecommendedBuild);
  if (arrays.some((a) => a.maxPanelsAllowed > 0 && a.recommendedPanels > a.maxPanelsAllowed)) {
    out.push(M.cannotReachFullOffset);
  }
  if (arrays.some((a) => a.panels > 0 && isNorthFacing(a.azimuth))) out.push(M.northFacingEpcNote);
  if (recommended > 0 && !details.recommendedPanelsMeetsMin) out.push(M.belowMinimumPanels);
  return out;
}

/**
 * Every notice to show: 'Power Info Required.' while the form has no usage, then the build's
 * (from the last generate reply when it produced the shown details, else read back).
 */
export function buildNotices(
  hasUsage: boolean,
  details: CustomerDetailsRecord | null,
  lastBuild: GenerateOptimalBuildResponse | null,
): string[] {
  const isCurrent = !!lastBuild && !!details && lastBuild.details.version === details.version;
  const build = isCurrent ? lastBuild.notices : savedBuildNotices(details);
  return [...new Set([...(hasUsage ? [] : [M.powerInfoRequired]), ...build])];
}
