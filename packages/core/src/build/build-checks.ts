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
  panelArrays: readonly Pick<PanelArray, 'recommendedPanels'>[];
}

/**
 * Checks when saving a build (customer details; spec 2 §5 "Offset limits when saving a build",
 * spec 3 §4): no usage → 'Failed to save'; offsets over the company's limits (shown figures,
 * 2 decimals; a limit of 0 is none); 'Power Info Required.' without a pre-solar bill;
 * 'Generate Recommended Build.' while no array has recommended panels.
 */
export function buildChecks(input: BuildChecksInput): CalculationMessage[] {
  const out: CalculationMessage[] = [];
  if (!input.hasPowerUsage) out.push(calculationMessage('failedToSave', M.failedToSave, 'error'));
  const company = input.powerCompany;
  if (
    company &&
    company.maxTotalOffset > 0 &&
    roundOffset(input.totalOffset) > company.maxTotalOffset
  ) {
    out.push(
      calculationMessage(
        'totalOffsetOverLimit',
        M.totalOffsetOverLimit(company.maxTotalOffset),
        'error',
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
        'error',
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
