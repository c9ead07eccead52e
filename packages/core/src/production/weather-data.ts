/**
 * Typed hourly weather record set shared by every weather-file parser and the production engine.
 * One typical year: 8760 hourly records, February 29 dropped (as SSC does).
 */

export type WeatherFormat = 'sam-csv' | 'tmy3' | 'tmy2' | 'epw';

export interface WeatherHeader {
  /** Degrees north. */
  latitude: number;
  /** Degrees east (west is negative). */
  longitude: number;
  /** Hours from UTC of the file's local standard time (e.g. -7 for Arizona). */
  timeZone: number;
  /** Metres above sea level (0 when the file has none). */
  elevation: number;
  locationId?: string;
  city?: string;
  state?: string;
  source?: string;
}

export interface WeatherData {
  header: WeatherHeader;
  format: WeatherFormat;
  /**
   * True when each record is a reading at its timestamp (the file has a Minute column):
   * the sun position is taken at the timestamp. False for hour averages (TMY2, TMY3, SAM CSV
   * without Minute): the sun is taken at mid-hour, and at the middle of the sunlit part of the
   * sunrise and sunset hours.
   */
  instantaneous: boolean;
  /** Whether the file carried a global horizontal column (NSRDB files may not). */
  hasGhi: boolean;
  length: number;
  year: Int32Array;
  /** 1–12. */
  month: Int32Array;
  /** 1–31. */
  day: Int32Array;
  /** 0–23, local standard time. */
  hour: Int32Array;
  /** 0–59; 30 for hour-average files. */
  minute: Float64Array;
  /** W/m², NaN where missing. */
  ghi: Float64Array;
  dni: Float64Array;
  dhi: Float64Array;
  /** Dry-bulb temperature, °C. */
  tdry: Float64Array;
  /** Wind speed, m/s. */
  wspd: Float64Array;
  /** Pressure, mbar. */
  pressure: Float64Array;
  /** Surface albedo, 0–1 (NaN where missing). */
  albedo: Float64Array;
  /** Snow depth, cm. */
  snow: Float64Array;
}

/** One parsed record; absent fields become NaN. */
export interface WeatherRecord {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  ghi: number;
  dni: number;
  dhi: number;
  tdry: number;
  wspd: number;
  pressure: number;
  albedo: number;
  snow: number;
}

export class WeatherParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WeatherParseError';
  }
}

export const TYPICAL_YEAR_HOURS = 8760;

/** Accumulates records (dropping Feb 29) and freezes them into a {@link WeatherData}. */
export class WeatherDataBuilder {
  private readonly records: WeatherRecord[] = [];

  add(record: WeatherRecord): void {
    if (record.month === 2 && record.day === 29) return;
    this.records.push(record);
  }

  build(
    header: WeatherHeader,
    format: WeatherFormat,
    instantaneous: boolean,
    hasGhi: boolean,
  ): WeatherData {
    const n = this.records.length;
    if (n !== TYPICAL_YEAR_HOURS) {
      throw new WeatherParseError(
        `Expected ${TYPICAL_YEAR_HOURS} hourly records (one year, Feb 29 removed), found ${n}`,
      );
    }
    if (!Number.isFinite(header.latitude) || !Number.isFinite(header.longitude)) {
      throw new WeatherParseError('Weather file header has no valid latitude/longitude');
    }
    if (!Number.isFinite(header.timeZone)) {
      throw new WeatherParseError('Weather file header has no valid time zone');
    }
    const data: WeatherData = {
      header: { ...header, elevation: Number.isFinite(header.elevation) ? header.elevation : 0 },
      format,
      instantaneous,
      hasGhi,
      length: n,
      year: new Int32Array(n),
      month: new Int32Array(n),
      day: new Int32Array(n),
      hour: new Int32Array(n),
      minute: new Float64Array(n),
      ghi: new Float64Array(n),
      dni: new Float64Array(n),
      dhi: new Float64Array(n),
      tdry: new Float64Array(n),
      wspd: new Float64Array(n),
      pressure: new Float64Array(n),
      albedo: new Float64Array(n),
      snow: new Float64Array(n),
    };
    let hourMin = Infinity;
    let hourMax = -Infinity;
    this.records.forEach((r, i) => {
      data.year[i] = r.year;
      data.month[i] = r.month;
      data.day[i] = r.day;
      data.hour[i] = r.hour;
      data.minute[i] = r.minute;
      data.ghi[i] = r.ghi;
      data.dni[i] = r.dni;
      data.dhi[i] = r.dhi;
      data.tdry[i] = r.tdry;
      data.wspd[i] = r.wspd;
      data.pressure[i] = r.pressure;
      data.albedo[i] = r.albedo;
      data.snow[i] = r.snow;
      hourMin = Math.min(hourMin, r.hour);
      hourMax = Math.max(hourMax, r.hour);
    });
    // Hours 1–24 (against the SAM CSV convention) are shifted to 0–23, as SSC does.
    if (hourMin === 1 && hourMax === 24) data.hour.forEach((h, i) => (data.hour[i] = h - 1));
    validate(data);
    return data;
  }
}

/** Plausible bounds of a typical year's hourly values (issue 32): beyond them the file is wrong. */
export const WEATHER_BOUNDS = {
  /** W/m²: the solar constant is 1361, ground-level irradiance stays below this. */
  irradianceMax: 1500,
  /** A year whose irradiance never reaches this many W/m² is in kW/m² (peaks are ~1000 W/m²). */
  irradiancePeakMin: 20,
  /** °C: the records are −89 and +57; kelvin (~250–310) or °F summers (> 60) fall outside. */
  temperatureMin: -60,
  temperatureMax: 60,
  /** m/s. */
  windMax: 60,
} as const;

const fmt = (v: number) => String(Math.round(v * 100) / 100);

function validate(data: WeatherData): void {
  const b = WEATHER_BOUNDS;
  let irradiancePeak = 0;
  let tMax = -Infinity;
  let tMin = Infinity;
  for (let i = 0; i < data.length; i++) {
    const m = data.month[i] ?? 0;
    const h = data.hour[i] ?? -1;
    if (m < 1 || m > 12 || h < 0 || h > 23 || !((data.day[i] ?? 0) >= 1)) {
      throw new WeatherParseError(`Invalid date/time at record ${i + 1}`);
    }
    if (!Number.isFinite(data.dni[i]) || !Number.isFinite(data.dhi[i])) {
      throw new WeatherParseError(`Missing DNI or DHI at record ${i + 1}`);
    }
    if (!Number.isFinite(data.tdry[i])) {
      throw new WeatherParseError(`Missing dry-bulb temperature at record ${i + 1}`);
    }
    for (const [name, values] of [
      ['GHI', data.ghi],
      ['DNI', data.dni],
      ['DHI', data.dhi],
    ] as const) {
      const v = values[i]!;
      if (!Number.isFinite(v)) continue; // GHI may be absent (NSRDB files)
      if (v < 0 || v > b.irradianceMax)
        throw new WeatherParseError(
          `${name} of ${fmt(v)} W/m² at record ${i + 1} is outside 0–${b.irradianceMax} W/m²`,
        );
      irradiancePeak = Math.max(irradiancePeak, v);
    }
    const wind = data.wspd[i]!;
    if (Number.isFinite(wind) && (wind < 0 || wind > b.windMax))
      throw new WeatherParseError(
        `Wind speed of ${fmt(wind)} m/s at record ${i + 1} is outside 0–${b.windMax} m/s`,
      );
    tMax = Math.max(tMax, data.tdry[i]!);
    tMin = Math.min(tMin, data.tdry[i]!);
  }
  if (irradiancePeak < b.irradiancePeakMin)
    throw new WeatherParseError(
      `Irradiance never exceeds ${fmt(irradiancePeak)} in the year: the file looks like kW/m², not W/m²`,
    );
  if (tMax > b.temperatureMax || tMin < b.temperatureMin)
    throw new WeatherParseError(
      `Temperature ranges from ${fmt(tMin)} to ${fmt(tMax)}: the file looks like kelvin or °F, not °C`,
    );
}
