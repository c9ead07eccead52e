import type { FinanceOption } from '../catalogue/finance-option.schema';
import type { PowerCompany } from '../catalogue/power-company.schema';
import type { EpcBoundsStatus } from '../epc/epc-bounds';
import { exceedsMaxLoanAmount } from '../epc/epc-bounds';
import {
  type CalculationMessage,
  calculationMessage,
} from '../messages/calculation-message.schema';
import { CALCULATION_MESSAGES as M } from '../messages/calculation-messages';
import type { PanelArray } from '../proposal/panel-array.schema';
import { isEscalatorInRange } from '../proposal/proposal.schema';
import { isNorthFacing } from '../system/azimuth';
import { roundOffset } from '../system/offset';
import { OUT_OF_POCKET_ROUNDING_OFFSET } from '../loan/out-of-pocket';
import { type Usd, usd } from '../units';

export interface ProposalChecksInput {
  hasPowerInfo: boolean;
  powerCompany: Pick<PowerCompany, 'name' | 'maxSolarOffset' | 'systemSizeLimit'> | null;
  solarOffset: number;
  systemSize: number;
  totalSystemCost: number;
  netSystemCost: number;
  financeOption: Pick<FinanceOption, 'maxLoanAmount'> | null;
  isCash: boolean;
  bounds: EpcBoundsStatus;
  hasManualProposalEpc: boolean;
  points: number;
  hasTemplate: boolean;
  annualEnergyRateEscalator: number | null;
  panelArrays: readonly Pick<PanelArray, 'panels' | 'maxPanelsAllowed' | 'azimuth'>[];
  totalPanels: number;
  minimumPanels: number;
  isEpcTooLow: boolean;
  hasCommissionWarning: boolean;
  /** Issue 9 money rules (each an error that blocks Generate, or a blocking warning). */
  baseEpc: number;
  totalIncentives: number;
  /** The down payment as entered (before it is kept within 0 … total). */
  outOfPocketEntered: number;
  isPriceFormed: boolean;
  /** False on red line when the finance option's fee is above MAX_FINANCE_FEE_PCT (decision 0026). */
  isFeeInRange: boolean;
  isBillUnreachable: boolean;
}

/** Float guard on money comparisons, dollars or $/W. */
const MONEY_EPSILON = 1e-9;

/**
 * The proposal's checks, in the spec's words (spec 3 §5 "EPC and cost", "Preview Changes", §8):
 * errors fail a preview or save; `blocksGenerate` marks the reasons Generate is disabled.
 */
export function proposalChecks(input: ProposalChecksInput): CalculationMessage[] {
  const out: CalculationMessage[] = [];
  const company = input.powerCompany;
  if (!input.hasPowerInfo)
    out.push(calculationMessage('powerInfoRequired', M.powerInfoRequired, 'warning', true));
  if (
    company &&
    company.maxSolarOffset > 0 &&
    roundOffset(input.solarOffset) > company.maxSolarOffset
  ) {
    out.push(
      calculationMessage(
        'solarOffsetCannotExceed',
        M.solarOffsetCannotExceed(company.maxSolarOffset),
        'error',
        true,
      ),
    );
  }
  if (company && company.systemSizeLimit > 0 && input.systemSize > company.systemSizeLimit) {
    const text = M.sizeOverCompanyLimit(company.name, company.systemSizeLimit);
    out.push(calculationMessage('sizeOverCompanyLimit', text, 'error', true));
  }
  if (input.bounds.isOutOfBounds) {
    out.push(calculationMessage('finalEpcOutOfBounds', M.finalEpcOutOfBounds, 'error', true));
  }
  if (input.points > 0 && input.bounds.isAboveMax && !input.hasManualProposalEpc) {
    out.push(calculationMessage('pointsExceedEpcLimit', M.pointsExceedEpcLimit, 'error', true));
  }
  const maxLoan: Usd = usd(input.isCash ? 0 : (input.financeOption?.maxLoanAmount ?? 0));
  if (exceedsMaxLoanAmount(usd(input.netSystemCost), maxLoan)) {
    out.push(
      calculationMessage('netSystemCostAboveMax', M.netSystemCostAboveMax(maxLoan), 'error', true),
    );
  }
  if (!(input.systemSize > 0))
    out.push(calculationMessage('systemSizeCannotBeZero', M.systemSizeCannotBeZero, 'error', true));
  if (!(input.totalSystemCost > 0)) {
    out.push(
      calculationMessage('totalSystemCostRequired', M.totalSystemCostRequired, 'error', true),
    );
  }
  if (!input.hasTemplate)
    out.push(calculationMessage('noSelectedTemplate', M.noSelectedTemplate, 'error', true));
  if (input.annualEnergyRateEscalator === null) {
    out.push(
      calculationMessage(
        'annualEnergyRateEscalatorRequired',
        M.annualEnergyRateEscalatorRequired,
        'error',
        true,
      ),
    );
  } else if (!isEscalatorInRange(input.annualEnergyRateEscalator)) {
    out.push(calculationMessage('escalatorOutOfRange', M.escalatorOutOfRange, 'error', true));
  }
  input.panelArrays.forEach((array, index) => {
    if (array.panels === 1)
      out.push(calculationMessage('panelsPerArrayCantBeOne', M.panelsPerArrayCantBeOne, 'error'));
    if (array.maxPanelsAllowed > 0 && array.panels > array.maxPanelsAllowed) {
      const text = M.panelsOverMaxAllowed(index + 1, array.maxPanelsAllowed);
      out.push(calculationMessage('panelsOverMaxAllowed', text, 'warning'));
    }
  });
  if (input.panelArrays.some((a) => a.panels > 0 && isNorthFacing(a.azimuth))) {
    out.push(calculationMessage('northFacingEpcNote', M.northFacingEpcNote, 'warning'));
  }
  if (input.totalPanels > 0 && input.totalPanels < input.minimumPanels) {
    out.push(calculationMessage('belowMinimumPanels', M.belowMinimumPanels, 'warning'));
  }
  const blocking = (code: Parameters<typeof calculationMessage>[0]) =>
    out.push(calculationMessage(code, M[code] as string, 'error', true));
  if (!input.isPriceFormed) blocking('priceCannotBeFormed');
  if (!input.isFeeInRange) blocking('financeFeeTooHigh');
  if (input.baseEpc < -MONEY_EPSILON) blocking('negativeBaseEpc');
  if (input.totalSystemCost > 0 && input.totalIncentives > input.totalSystemCost + MONEY_EPSILON)
    blocking('incentivesExceedCost');
  if (
    !input.isCash &&
    input.totalSystemCost > 0 &&
    Math.round(input.outOfPocketEntered + OUT_OF_POCKET_ROUNDING_OFFSET) > input.totalSystemCost
  )
    blocking('outOfPocketAboveTotal');
  if (input.isBillUnreachable) {
    out.push(calculationMessage('billNotReachable', M.billNotReachable, 'warning', true));
  }
  if (input.isEpcTooLow) out.push(calculationMessage('epcTooLow', M.epcTooLow, 'warning'));
  if (input.hasCommissionWarning)
    out.push(calculationMessage('commissionDeduction', M.commissionDeduction, 'warning'));
  return out;
}
