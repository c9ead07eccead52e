import { type Percent, percent } from '../units';

/** Efficiency adder names (spec 2 §2 default adders) and their usage reductions. */
export const LED_LIGHTS_ADDER = 'LED Lights';
export const SMART_THERMOSTAT_ADDER = 'Smart Thermostat';
export const INSULATION_ADDER = 'Insulation';

export const LED_LIGHTS_REDUCTION = percent(7.5);
export const SMART_THERMOSTAT_REDUCTION = percent(7.5);
export const INSULATION_BASE_REDUCTION = percent(20);
export const INSULATION_REDUCTION_PER_OTHER = percent(5);

/**
 * Usage reduction of the efficiency adders present (spec 2 §9 "Efficiency adders"):
 *
 *   reduction = 7.5·[LED] + 7.5·[thermostat] + [insulation]·(20 − 5·([LED] + [thermostat]))
 *
 * so all three give 7.5 + 7.5 + 10 = 25 % (the deck's "up to about 25 %").
 */
export function efficiencyReduction(adderNames: readonly string[]): Percent {
  const hasLed = adderNames.includes(LED_LIGHTS_ADDER);
  const hasThermostat = adderNames.includes(SMART_THERMOSTAT_ADDER);
  const hasInsulation = adderNames.includes(INSULATION_ADDER);
  const others = Number(hasLed) + Number(hasThermostat);
  let total = 0;
  if (hasLed) total += LED_LIGHTS_REDUCTION;
  if (hasThermostat) total += SMART_THERMOSTAT_REDUCTION;
  if (hasInsulation) total += INSULATION_BASE_REDUCTION - INSULATION_REDUCTION_PER_OTHER * others;
  return percent(total);
}
