import { CALCULATION_MESSAGES } from '../messages/calculation-messages';
import { type Watts, WATTS_PER_KW } from '../units';

export interface PanelEditInput {
  /** The panel counts of all arrays before the edit. */
  panels: readonly number[];
  arrayIndex: number;
  requested: number;
  maxPanelsAllowed: number;
  panelWatts: Watts;
  /** Power company limit, kW; 0 = none. */
  systemSizeLimit: number;
  minimumPanels: number;
  isGroundMount: boolean;
}

export interface PanelEditResult {
  value: number;
  /** The spec's text when the value was refused or adjusted. */
  message: string | null;
  /** Above maxPanelsAllowed: allowed, with a warning. */
  isOverMaxAllowed: boolean;
}

/**
 * A rep edits one array's panel count (spec 3 §5 "Customer details and panel arrays"):
 * ground mount systems cannot change; never below 0; exactly 1 is refused ('Number of panels
 * per array can't be 1'); the total may not drop below the minimum ('Minimun system reached…',
 * value adjusted up) nor exceed the company's kW limit ('Max system size reached…', value
 * reduced). Above maxPanelsAllowed is allowed with a warning.
 */
export function editArrayPanels(input: PanelEditInput): PanelEditResult {
  const current = input.panels[input.arrayIndex] ?? 0;
  const result = (value: number, message: string | null): PanelEditResult => ({
    value,
    message,
    isOverMaxAllowed: input.maxPanelsAllowed > 0 && value > input.maxPanelsAllowed,
  });
  if (input.isGroundMount) return result(current, null);
  const requested = Math.max(0, Math.round(input.requested));
  if (requested === 1) return result(current, CALCULATION_MESSAGES.panelsPerArrayCantBeOne);
  const others = input.panels.reduce((sum, p, i) => (i === input.arrayIndex ? sum : sum + p), 0);
  if (requested < current && others + requested < input.minimumPanels) {
    const value = Math.min(current, Math.max(requested, input.minimumPanels - others));
    return result(value === 1 ? 2 : value, CALCULATION_MESSAGES.minimumSystemReached);
  }
  if (input.systemSizeLimit > 0 && input.panelWatts > 0) {
    const maxTotal = Math.floor((input.systemSizeLimit * WATTS_PER_KW) / input.panelWatts + 1e-9);
    if (others + requested > maxTotal) {
      return result(Math.max(0, maxTotal - others), CALCULATION_MESSAGES.maxSystemSizeReached);
    }
  }
  return result(requested, null);
}
