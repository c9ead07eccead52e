import type { Adder } from '../catalogue/adder.schema';

/**
 * The roof-type adder of a proposal (spec 2 §2): a custom adder marked isRoofType wins;
 * otherwise the named roof type from the site settings, or the first (the default). A roof
 * type of amount 0 adds no adder (null).
 */
export function roofTypeAdder(
  customAdders: readonly Adder[],
  roofTypes: readonly Adder[],
  roofTypeName: string | null,
): Adder | null {
  const chosen =
    customAdders.find((a) => a.isRoofType) ??
    (roofTypeName === null ? undefined : roofTypes.find((r) => r.name === roofTypeName)) ??
    roofTypes[0];
  if (!chosen) return null;
  const amount = chosen.isEpcAdder ? chosen.epcAdder : chosen.adder;
  return amount > 0 ? { ...chosen, isRoofType: true } : null;
}
