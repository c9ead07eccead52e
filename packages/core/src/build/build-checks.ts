import type { PowerCompany } from '../catalogue/power-company.schema';
import {
  type CalculationMessage,
  calculationMessage,
} from '../messages/calculation-message.schema';
import { CALCULATION_MESSAGES as M } from '../messages/calculation-messages';
import type { PanelArray } from '../proposal/panel-array.schema';
import { roundOffset } from '../system/offset';

export interface BuildChecksInput {
  /** Pre-solar usage exists and is above 0. */
  hasPowerUsage: boolean;
  preSolarMonthlyBill: number;
  powerCompany: Pick<PowerCompany, 'maxTotalOffset' | 'maxSolarOffset'> | null;
  totalOffset: number;
  solarOffset: number;
  panelArrays: readonly Pick<PanelArray, 'panels' | 'recommendedPanels'>[];
  /**
   * Panels the engine itself recommends: the minimum build (9 / 11 / 15) or the recommended
   * build with its CEE/BSA panel. A build of at most this many panels that breaks an offset limit
   * is warned about, not refused (issue 9: a 600 kWh home's minimum, the CEE/BSA panel); the
   * proposal's 'Solar Offset cannot exceed' still blocks Generate. Absent = always refuse.
   */
  allowedPanels?: number;
}

/**
 * Checks when saving a build (customer details; spec 2 §5 "Offset limits when saving a build",
 * spec 3 §4): no usage → 'Failed to save'; offsets over the company's limits (shown figures,
 * 2 decimals; a limit of 0 is none; warnings for the engine's own recommendation); 'Power Info Required.' without a pre-solar bill;
 * 'Generate Recommended Build.' while no array has recommended panels.
 */
export function buildChecks(input: BuildChecksInput): CalculationMessage[] {
  const out: CalculationMessage[] = [];
  if (!input.hasPowerUsage) out.push(calculationMessage('failedToSave', M.failedToSave, 'error'));
  const company = input.powerCompany;
  const panels = input.panelArrays.reduce((sum, a) => sum + a.panels, 0);
  const offsetSeverity =
    input.allowedPanels !== undefined && panels > 0 && panels <= input.allowedPanels
      ? 'warning'
      : 'error';
  if (
    company &&
    company.maxTotalOffset > 0 &&
    roundOffset(input.totalOffset) > company.maxTotalOffset
  ) {
    out.push(
      calculationMessage(
        'totalOffsetOverLimit',
        M.totalOffsetOverLimit(company.maxTotalOffset),
        offsetSeverity,
      ),
    );
  }
  if (
    company &&
    company.maxSolarOffset > 0 &&
    roundOffset(input.solarOffset) > company.maxSolarOffset
  ) {
    out.push(
      calculationMessage(
        'solarOffsetOverLimit',
        M.solarOffsetOverLimit(company.maxSolarOffset),
        offsetSeverity,
      ),
    );
  }
  if (!(input.preSolarMonthlyBill > 0)) {
    out.push(calculationMessage('powerInfoRequired', M.powerInfoRequired, 'warning', true));
  }
  if (!input.panelArrays.some((a) => a.recommendedPanels > 0)) {
    out.push(calculationMessage('generateRecommendedBuild', M.generateRecommendedBuild, 'warning'));
  }
  return out;
}
