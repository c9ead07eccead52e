import type { ProposalHoursResponse } from '../api/proposals/proposal-hours.schema';
import type { PanelArray } from '../proposal/panel-array.schema';
import { HOURS_PER_YEAR } from './hour-calendar';
import type { HourlyProposalInput } from './proposal-hourly-bill';

/**
 * The hours a proposal on an hourly plan is priced from (issue 35, decision 0061): the household's
 * 8760 kWh and, per panel array (same order as the proposal's), one panel's 8760 kWh ([] for an
 * array without production). Panel counts are not part of it: `systemHours` multiplies, so the
 * browser can re-price as the rep changes counts with the same numbers the server saves with.
 */
export interface ProposalHours {
  load: ArrayLike<number>;
  perPanelProduction: readonly ArrayLike<number>[];
  /** True when the load was modelled (from monthly kWh), not metered. */
  isLoadModelled: boolean;
}

/**
 * The system's production hour by hour for `arrays`: each array's per-panel hours × its panels,
 * summed in array order. The one function server and browser both call, so both get the same
 * doubles.
 */
export function systemHours(
  hours: ProposalHours,
  arrays: readonly Pick<PanelArray, 'panels'>[],
): HourlyProposalInput {
  const production = new Float64Array(hours.load.length);
  arrays.forEach((a, i) => {
    const perPanel = hours.perPanelProduction[i];
    if (!perPanel || perPanel.length === 0 || a.panels <= 0) return;
    for (let h = 0; h < production.length; h++) production[h]! += perPanel[h]! * a.panels;
  });
  return { load: hours.load, production, isLoadModelled: hours.isLoadModelled };
}

/** Each value rounded to the nearest 32-bit float: what `encodeHours` carries exactly. */
export function toFloat32Values(values: ArrayLike<number>): Float64Array {
  return Float64Array.from(Float32Array.from(values));
}

/** The same hours with every series rounded to 32-bit floats (see `encodeProposalHours`). */
export function roundProposalHours(hours: ProposalHours): {
  load: Float64Array;
  perPanelProduction: Float64Array[];
  isLoadModelled: boolean;
} {
  return {
    load: toFloat32Values(hours.load),
    perPanelProduction: hours.perPanelProduction.map(toFloat32Values),
    isLoadModelled: hours.isLoadModelled,
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]));

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63]!;
    out += c === undefined ? '=' : ALPHABET[n & 63]!;
  }
  return out;
}

function fromBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0) return null;
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - pad);
  let j = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const ch = text[i + k]!;
      const v = ch === '=' && i + k >= text.length - pad ? 0 : INDEX.get(ch);
      if (v === undefined) return null;
      n = (n << 6) | v;
    }
    if (j < bytes.length) bytes[j++] = (n >> 16) & 255;
    if (j < bytes.length) bytes[j++] = (n >> 8) & 255;
    if (j < bytes.length) bytes[j++] = n & 255;
  }
  return bytes;
}

/**
 * Hours as base64 of little-endian 32-bit floats (4 bytes an hour: 8760 hours in 46,720
 * characters). Lossless for values already rounded by `toFloat32Values`.
 */
export function encodeHours(values: ArrayLike<number>): string {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i]!, true);
  return toBase64(bytes);
}

/** The values of `encodeHours`; null when the text is not base64 of whole 32-bit floats. */
export function decodeHours(text: string): Float64Array | null {
  const bytes = fromBase64(text);
  if (!bytes || bytes.length % 4 !== 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float64Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

/** The hours as GET /api/Proposals/{id}/hours carries them (each series rounded to float32). */
export function encodeProposalHours(
  hours: ProposalHours,
): NonNullable<ProposalHoursResponse['hours']> {
  return {
    isLoadModelled: hours.isLoadModelled,
    load: encodeHours(hours.load),
    perPanelProduction: hours.perPanelProduction.map((p) => (p.length === 0 ? '' : encodeHours(p))),
  };
}

/**
 * The hours of GET /api/Proposals/{id}/hours; null when a series is not 8760 hours of floats
 * (the caller then has no hours and must not show hourly figures as the server's).
 */
export function decodeProposalHours(
  encoded: NonNullable<ProposalHoursResponse['hours']>,
): ProposalHours | null {
  const load = decodeHours(encoded.load);
  if (!load || load.length !== HOURS_PER_YEAR) return null;
  const perPanelProduction: Float64Array[] = [];
  for (const text of encoded.perPanelProduction) {
    const series = text === '' ? new Float64Array(0) : decodeHours(text);
    if (!series || (series.length !== 0 && series.length !== HOURS_PER_YEAR)) return null;
    perPanelProduction.push(series);
  }
  return { load, perPanelProduction, isLoadModelled: encoded.isLoadModelled };
}
