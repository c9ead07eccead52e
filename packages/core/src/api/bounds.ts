import { z } from 'zod';

/**
 * The business range of every number and the size of every text the API accepts (decision 0028,
 * docs/api-limits.md). Schemas take their bounds from here, so a limit is written once. zod's
 * number already refuses NaN and ±Infinity; these ranges keep finite values where every figure
 * computed from them stays finite and meaningful.
 */
export const NUMBER_BOUNDS = {
  /** $/W: EPC, proposal and base EPC, baselines, EPC adders, finance min/max EPC. */
  epc: { min: 0, max: 20, unit: '$/W' },
  /** kWh in one month: monthly usage, monthly production of an array or a panel. */
  kwhPerMonth: { min: 0, max: 1_000_000, unit: 'kWh' },
  /** kWh in a year (12 months at the monthly bound). */
  kwhPerYear: { min: 0, max: 12_000_000, unit: 'kWh' },
  /** A panel's rating (`cells` is its watts). */
  panelWatts: { min: 1, max: 2000, unit: 'W' },
  /** Dollars: adders, caps, loan amounts, bills, out-of-pocket, incentive maxima. */
  money: { min: 0, max: 10_000_000, unit: '$' },
  /** A percentage of something (shading, losses, APR, escalator). */
  percent: { min: 0, max: 100, unit: '%' },
  /** An offset limit of a power company, or a production percentage: may exceed 100. */
  offsetPercent: { min: 0, max: 1000, unit: '%' },
  /** A panel's production as a percentage of nominal. */
  productionPercent: { min: 0, max: 200, unit: '%' },
  /** kWh one panel makes in a month (2 kW for 744 hours is under 1,500). */
  panelKwhPerMonth: { min: 0, max: 1500, unit: 'kWh' },
  /** A tier's upper limit (the default first tier goes up to 999,999,999 kWh). */
  tierKwh: { min: 0, max: 999_999_999, unit: 'kWh' },
  /** A month group's connection fee. */
  monthlyFee: { min: 0, max: 1000, unit: '$/month' },
  /** The red-line tree adder's price per tree. */
  dollarsPerTree: { min: 0, max: 100_000, unit: '$/tree' },
  /** $/kWh: tier costs, net-metering rate. */
  ratePerKwh: { min: 0, max: 10, unit: '$/kWh' },
  /** kW: system size limit of a power company. */
  kilowatts: { min: 0, max: 10_000, unit: 'kW' },
  /** Panels on one roof face (also its maximum and the recommended count). */
  panelsPerArray: { min: 0, max: 500, unit: 'panels' },
  /** Trees on a tree adder. */
  trees: { min: 0, max: 1000, unit: 'trees' },
  /** A multiplier (inverter incentive multiplier). */
  multiplier: { min: 0, max: 10, unit: '×' },
  /** Map zoom level. */
  zoom: { min: 0, max: 30, unit: '' },
  /** An optimistic-lock version or a row id counter: fits PostgreSQL's integer. */
  version: { min: 0, max: 2_147_483_647, unit: '' },
} as const;
export type NumberBound = keyof typeof NUMBER_BOUNDS;

/** Characters (UTF-16 code units) a text field may hold. */
export const TEXT_LIMITS = {
  /** A person's or an item's name, a title. */
  name: 200,
  /** One address line, a city. */
  address: 200,
  /** Notes, descriptions, free text. */
  note: 10_000,
  /** RFC 5321's longest address. */
  email: 254,
  phone: 40,
  /** An id that is not a uuid (provider ids, sales-system ids, built-in template ids). */
  id: 100,
  /** A sign-in or refresh token (a JWT, or an opaque token of a provider). */
  token: 8192,
  /** A stored file key or a URL. */
  path: 2000,
  /** The System Info drawing (decision 0018: at most 4,000 points, ≈ 20–30 kB). */
  roofImageDrawing: 64 * 1024,
  /** JSON text of free-form metadata (contract metaData). */
  metaDataJson: 10_000,
} as const;
export type TextLimit = keyof typeof TEXT_LIMITS;

/** Items a JSON list may hold. */
export const LIST_LIMITS = {
  /** US states and territories, each at most once. */
  states: 60,
  /** Installer ids a catalogue item is limited to. */
  installerIds: 500,
  /** Adders and roof types of the site settings; custom adders of a proposal. */
  adders: 60,
  /** Payment plans of one power company (pre- or post-solar). */
  plans: 50,
  /** Month groups of a plan (each month belongs to one). */
  monthGroups: 12,
  /** Tiers of a month group. */
  tiers: 20,
  /** Incentives chosen on a proposal or the details. */
  incentives: 50,
  /** Fields of a contract template mapped to variables. */
  templateFields: 500,
  /** Reps assigned to one customer. */
  assignedReps: 20,
} as const;

const fmt = (n: number) => String(n);

/** A finite number in the named business range, with messages a rep or an admin can act on. */
export function boundedNumber(name: NumberBound): z.ZodNumber {
  const { min, max, unit } = NUMBER_BOUNDS[name];
  const suffix = unit ? ` ${unit}` : '';
  const below = min === 0 ? 'Must not be negative' : `At least ${fmt(min)}${suffix}`;
  return z
    .number()
    .min(min, below)
    .max(max, `At most ${fmt(max)}${suffix}`);
}

/** A whole number in the named business range. */
export function boundedInt(name: NumberBound): z.ZodNumber {
  return boundedNumber(name).int('Whole numbers only');
}

/** A whole number from `min` to `max` (small counts: months, points, page numbers). */
export function boundedCount(min: number, max: number): z.ZodNumber {
  return z
    .int('Whole numbers only')
    .min(min, `At least ${fmt(min)}`)
    .max(max, `At most ${fmt(max)}`);
}

/** A text of at most the named number of characters. */
export function boundedText(limit: TextLimit): z.ZodString {
  const max = TEXT_LIMITS[limit];
  return z.string().max(max, `At most ${fmt(max)} characters`);
}

/** A list of at most the named number of items. */
export function boundedList<T extends z.ZodType>(item: T, limit: keyof typeof LIST_LIMITS) {
  const max = LIST_LIMITS[limit];
  return z.array(item).max(max, `At most ${fmt(max)} items`);
}

/** Free-form JSON (a record) whose JSON text stays within the metadata limit. */
export function boundedRecord() {
  const max = TEXT_LIMITS.metaDataJson;
  return z
    .record(z.string().max(TEXT_LIMITS.name), z.unknown())
    .refine((v) => JSON.stringify(v).length <= max, `At most ${fmt(max)} characters of JSON`);
}

/**
 * Request body sizes (bytes) the server reads. The default holds every JSON route's largest
 * valid body with room to spare; `large` is for the few routes whose texts or lists run to
 * hundreds of thousands of characters (a drawn signature 600,000, a profile picture 400,000, a
 * power company's plans, a contract template's fields, a proposal's drawing). Uploads are
 * multipart with their own file limits.
 */
export const BODY_LIMITS = {
  default: 256 * 1024,
  large: 1024 * 1024,
  /** A year of 15-minute Green Button CSV sent as JSON text (decision 0062). */
  intervalData: 5 * 1024 * 1024,
} as const;
