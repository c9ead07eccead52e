import {
  WeatherParseError,
  type WeatherData,
  type WeatherFormat,
  type WeatherHeader,
} from '@pb/core';
import type { WeatherPackColumn, WeatherPackColumnName } from './weather-pack-format';

/**
 * Encodes and decodes one station's record (uncompressed), as described in weather-pack-format.ts:
 * per column, quantised values delta-coded as zigzag LEB128 varints, with an optional bitmap of
 * missing values.
 */

const MODE_ALL = 0;
const MODE_NONE = 1;
const MODE_SOME = 2;

const INT_COLUMNS = new Set<WeatherPackColumnName>(['year', 'month', 'day', 'hour']);

class ByteWriter {
  private buf = new Uint8Array(1 << 16);
  length = 0;

  private room(n: number) {
    if (this.length + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  u8(v: number) {
    this.room(1);
    this.buf[this.length++] = v;
  }

  u32(v: number) {
    this.room(4);
    new DataView(this.buf.buffer).setUint32(this.length, v, true);
    this.length += 4;
  }

  bytes(b: Uint8Array) {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }

  /** Zigzag LEB128 of a safe integer (arithmetic, so any |v| < 2^52 works). */
  varint(v: number) {
    let z = v >= 0 ? v * 2 : -v * 2 - 1;
    this.room(8);
    while (z >= 128) {
      this.buf[this.length++] = (z % 128) + 128;
      z = Math.floor(z / 128);
    }
    this.buf[this.length++] = z;
  }

  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

function columnValues(weather: WeatherData, name: WeatherPackColumnName): ArrayLike<number> {
  return weather[name];
}

/** Encodes a typical year's columns (its header is kept in the pack header, not here). */
export function encodeStationRecord(
  weather: WeatherData,
  columns: readonly WeatherPackColumn[],
): Uint8Array {
  const n = weather.length;
  const out = new ByteWriter();
  out.u32(n);
  out.u8((weather.instantaneous ? 1 : 0) | (weather.hasGhi ? 2 : 0));
  for (const { name, decimals } of columns) {
    const values = columnValues(weather, name);
    const scale = 10 ** decimals;
    let missing = 0;
    for (let i = 0; i < n; i++) if (!Number.isFinite(values[i])) missing++;
    if (missing === n) {
      out.u8(MODE_NONE);
      continue;
    }
    out.u8(missing === 0 ? MODE_ALL : MODE_SOME);
    if (missing > 0) {
      const bitmap = new Uint8Array(Math.ceil(n / 8));
      for (let i = 0; i < n; i++) {
        if (!Number.isFinite(values[i])) bitmap[i >> 3] = (bitmap[i >> 3] ?? 0) | (1 << (i & 7));
      }
      out.bytes(bitmap);
    }
    let prev = 0;
    for (let i = 0; i < n; i++) {
      const v = values[i] ?? NaN;
      const q = Number.isFinite(v) ? Math.round(v * scale) : prev;
      out.varint(q - prev);
      prev = q;
    }
  }
  return out.result();
}

/** Rebuilds a station's WeatherData from its decompressed record and its header entry. */
export function decodeStationRecord(
  bytes: Uint8Array,
  columns: readonly WeatherPackColumn[],
  header: WeatherHeader,
  format: WeatherFormat,
): WeatherData {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 0;
  const fail = (): never => {
    throw new WeatherParseError('Weather pack: corrupt station record');
  };
  if (bytes.length < 5) fail();
  const n = view.getUint32(0, true);
  const flags = bytes[4] ?? 0;
  pos = 5;
  const data: WeatherData = {
    header: { ...header },
    format,
    instantaneous: (flags & 1) !== 0,
    hasGhi: (flags & 2) !== 0,
    length: n,
    year: new Int32Array(n),
    month: new Int32Array(n),
    day: new Int32Array(n),
    hour: new Int32Array(n),
    minute: new Float64Array(n).fill(NaN),
    ghi: new Float64Array(n).fill(NaN),
    dni: new Float64Array(n).fill(NaN),
    dhi: new Float64Array(n).fill(NaN),
    tdry: new Float64Array(n).fill(NaN),
    wspd: new Float64Array(n).fill(NaN),
    pressure: new Float64Array(n).fill(NaN),
    albedo: new Float64Array(n).fill(NaN),
    snow: new Float64Array(n).fill(NaN),
  };
  for (const { name, decimals } of columns) {
    const mode = bytes[pos++];
    if (mode === MODE_NONE) continue;
    if (mode !== MODE_ALL && mode !== MODE_SOME) fail();
    let bitmap: Uint8Array | null = null;
    if (mode === MODE_SOME) {
      bitmap = bytes.subarray(pos, pos + Math.ceil(n / 8));
      pos += bitmap.length;
    }
    const target = data[name];
    const scale = 10 ** decimals;
    let q = 0;
    for (let i = 0; i < n; i++) {
      let z = 0;
      let mul = 1;
      for (;;) {
        if (pos >= bytes.length) fail();
        const b = bytes[pos++] ?? 0;
        z += (b & 127) * mul;
        if (b < 128) break;
        mul *= 128;
      }
      q += z % 2 === 0 ? z / 2 : -(z + 1) / 2;
      if (bitmap && ((bitmap[i >> 3] ?? 0) & (1 << (i & 7))) !== 0) continue;
      // Division (not multiplication by 10^-d) gives the nearest double to the decimal value.
      target[i] = INT_COLUMNS.has(name) || decimals === 0 ? q : q / scale;
    }
  }
  if (pos !== bytes.length) fail();
  return data;
}
