import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * Branded unit types for the calculation engine (style point 2: units in the types).
 *
 * A brand is a compile-time tag only: at run time every value is a plain `number`.
 * Branded values widen to `number` freely, so results can be stored or serialised as-is,
 * but a `Usd` cannot be passed where a `UsdPerWatt` is expected without an explicit
 * constructor call, which is where the unit conversion has to be written down.
 * The brands are zod's, so the result schema (`z.number().brand<'kW'>()`) infers these types.
 */
type Unit<Name extends string> = number & z.$brand<Name>;

/** Power in kilowatts (system size). */
export type Kw = Unit<'kW'>;
/** Power in watts (panel rating `cells`, system size in watts). */
export type Watts = Unit<'W'>;
/** Energy in kilowatt-hours (usage, production). */
export type Kwh = Unit<'kWh'>;
/** Money in US dollars. */
export type Usd = Unit<'USD'>;
/** Price per watt of system size (EPC, per-watt adders). */
export type UsdPerWatt = Unit<'USD/W'>;
/** Price per kilowatt-hour (tier cost, net-metering rate). */
export type UsdPerKwh = Unit<'USD/kWh'>;
/** A percentage on the 0–100 scale (offsets, APR, fee, escalator, shading). */
export type Percent = Unit<'%'>;
/** A share on the 0–1 scale (net-metering percentage, commission split). */
export type Fraction = Unit<'fraction'>;
/** Compass bearing in degrees, 0–360 (180 = south). */
export type Degrees = Unit<'deg'>;
/** A count of calendar months. */
export type MonthCount = Unit<'months'>;

export const kw = (value: number) => value as Kw;
export const watts = (value: number) => value as Watts;
export const kwh = (value: number) => value as Kwh;
export const usd = (value: number) => value as Usd;
export const usdPerWatt = (value: number) => value as UsdPerWatt;
export const usdPerKwh = (value: number) => value as UsdPerKwh;
export const percent = (value: number) => value as Percent;
export const fraction = (value: number) => value as Fraction;
export const degrees = (value: number) => value as Degrees;
export const monthCount = (value: number) => value as MonthCount;

/** Watts in one kilowatt. */
export const WATTS_PER_KW = 1000;

/** W → kW. */
export function wattsToKw(value: Watts): Kw {
  return kw(value / WATTS_PER_KW);
}

/** kW → W. */
export function kwToWatts(value: Kw): Watts {
  return watts(value * WATTS_PER_KW);
}

/** A per-watt price applied to a system: dollars = 1000 × kW × $/W. */
export function perWattToUsd(rate: UsdPerWatt, size: Kw): Usd {
  return usd(WATTS_PER_KW * size * rate);
}

/**
 * Dollars spread over a system: $/W = dollars / (1000 × kW).
 * A 0 kW system is treated as 1 kW (spec 3 §4: "defaults system size to 1 if 0"), so the
 * conversion never divides by zero.
 */
export function usdToPerWatt(amount: Usd, size: Kw): UsdPerWatt {
  const divisor = size > 0 ? size : 1;
  return usdPerWatt(amount / (WATTS_PER_KW * divisor));
}

/** 0–100 → 0–1. */
export function percentToFraction(value: Percent): Fraction {
  return fraction(value / 100);
}

/** Zod schemas of the units, for contracts that carry engine figures. */
export const KwSchema = lazySchema(() => z.number().brand<'kW'>());
export const WattsSchema = lazySchema(() => z.number().brand<'W'>());
export const KwhSchema = lazySchema(() => z.number().brand<'kWh'>());
export const UsdSchema = lazySchema(() => z.number().brand<'USD'>());
export const UsdPerWattSchema = lazySchema(() => z.number().brand<'USD/W'>());
export const UsdPerKwhSchema = lazySchema(() => z.number().brand<'USD/kWh'>());
export const PercentSchema = lazySchema(() => z.number().brand<'%'>());
export const FractionSchema = lazySchema(() => z.number().brand<'fraction'>());
export const MonthCountSchema = lazySchema(() => z.number().brand<'months'>());
