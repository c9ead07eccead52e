/**
 * Solar position after Michalsky (1988, "The Astronomical Almanac's algorithm for approximate
 * solar position", Solar Energy 40(3)), accurate to about 0.01° for 1950–2050, with the SPA
 * refraction correction (Reda & Andreas 2008, eq. 42) driven by pressure and temperature, as in
 * SSC's `solarpos_spa` (shared/lib_irradproc.cpp line 1122 of NREL/ssc e97a19f8). Angles in degrees unless a name says otherwise.
 */

const DEG = Math.PI / 180;

/** Days since 1970-01-01 of a proleptic Gregorian date (Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Day of year 1–365 of a month/day in a non-leap year (Feb 29 maps to Mar 1). */
export function dayOfYear(month: number, day: number): number {
  return daysFromCivil(2001, month, day) - daysFromCivil(2001, 1, 1) + 1;
}

/**
 * Days from J2000.0 (2000-01-01 12:00 UT) of a local standard time.
 * n = days(1970→date) + (hour − tz)/24 − 10957.5
 */
export function daysSinceJ2000(
  year: number,
  month: number,
  day: number,
  localHour: number,
  timeZone: number,
): number {
  return daysFromCivil(year, month, day) + (localHour - timeZone) / 24 - 10957.5;
}

export interface SunPosition {
  /** Apparent (refracted) zenith angle, degrees. */
  zenith: number;
  /** Azimuth, degrees east of north (0–360). */
  azimuth: number;
  /** Apparent elevation, degrees. */
  elevation: number;
  /** Declination, degrees. */
  declination: number;
  /** Equation of time, hours (apparent − mean solar time). */
  equationOfTime: number;
}

function mod(x: number, m: number): number {
  const r = x % m;
  return r < 0 ? r + m : r;
}

/** Low-precision ephemeris: declination (rad), right ascension (deg), mean longitude (deg). */
function ephemeris(n: number): { dec: number; raDeg: number; meanLong: number } {
  const meanLong = mod(280.46 + 0.9856474 * n, 360);
  const g = mod(357.528 + 0.9856003 * n, 360) * DEG;
  const eclLong = (meanLong + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g)) * DEG;
  const obliquity = (23.439 - 0.0000004 * n) * DEG;
  const raDeg = mod(
    Math.atan2(Math.cos(obliquity) * Math.sin(eclLong), Math.cos(eclLong)) / DEG,
    360,
  );
  const dec = Math.asin(Math.sin(obliquity) * Math.sin(eclLong));
  return { dec, raDeg, meanLong };
}

/** Equation of time in hours from mean longitude and right ascension (deg). */
function equationOfTime(meanLong: number, raDeg: number): number {
  return (mod(meanLong - raDeg + 180, 360) - 180) / 15;
}

/**
 * Atmospheric refraction (deg) for a true elevation e0 (deg): SPA eq. 42,
 * Δe = (P/1010)·(283/(273+T))·1.02 / (60·tan(e0 + 10.3/(e0 + 5.11))), applied when the sun is
 * above −(0.26667 + 0.5667)°.
 */
export function refraction(e0: number, pressureMbar = 1013.25, tempC = 15): number {
  if (e0 < -(0.26667 + 0.5667)) return 0;
  const d =
    ((pressureMbar / 1010) * (283 / (273 + tempC)) * 1.02) /
    (60 * Math.tan((e0 + 10.3 / (e0 + 5.11)) * DEG));
  return Number.isFinite(d) ? d : 0;
}

/**
 * Sun position for a local standard time. `n` is days since J2000.0 (UT), see
 * {@link daysSinceJ2000}. Hour angle from Greenwich mean sidereal time
 * GMST = 6.697375 + 0.0657098242·n + UT (hours).
 */
export function sunPosition(
  n: number,
  latitude: number,
  longitude: number,
  pressureMbar = 1013.25,
  tempC = 15,
): SunPosition {
  const { dec, raDeg, meanLong } = ephemeris(n);
  const ut = mod(n + 0.5, 1) * 24;
  const gmst = mod(6.697375 + 0.0657098242 * n + ut, 24);
  const ha = (mod(gmst * 15 + longitude - raDeg + 180, 360) - 180) * DEG;
  const lat = latitude * DEG;
  const sinE = Math.sin(dec) * Math.sin(lat) + Math.cos(dec) * Math.cos(lat) * Math.cos(ha);
  const e0 = Math.asin(Math.max(-1, Math.min(1, sinE))) / DEG;
  const e = Math.min(90, e0 + refraction(e0, pressureMbar, tempC));
  const azAstro = Math.atan2(
    Math.sin(ha),
    Math.cos(ha) * Math.sin(lat) - Math.tan(dec) * Math.cos(lat),
  );
  return {
    zenith: 90 - e,
    azimuth: mod(azAstro / DEG + 180, 360),
    elevation: e,
    declination: dec / DEG,
    equationOfTime: equationOfTime(meanLong, raDeg),
  };
}

/** Sunrise/sunset sentinels used by SSC: no sunrise (polar night) and no sunset (polar day). */
export const NO_SUNRISE = 100;
export const NO_SUNSET = -100;

/**
 * Sunrise and sunset in local standard hours for a day, with the sun's centre at −0.8333°
 * (refraction plus semi-diameter, as SPA): cos ω₀ = (sin(−0.8333°) − sin φ sin δ)/(cos φ cos δ),
 * sunrise = 12 − ω₀/15 − (λ/15 − tz) − E, sunset = 12 + ω₀/15 − (λ/15 − tz) − E, using δ and E
 * at local noon. Polar night gives (100, −100); midnight sun (−100, 100), like SSC.
 */
export function sunriseSunset(
  year: number,
  month: number,
  day: number,
  latitude: number,
  longitude: number,
  timeZone: number,
): { sunrise: number; sunset: number } {
  const { dec, raDeg, meanLong } = ephemeris(daysSinceJ2000(year, month, day, 12, timeZone));
  const lat = latitude * DEG;
  const arg =
    (Math.sin(-0.8333 * DEG) - Math.sin(lat) * Math.sin(dec)) / (Math.cos(lat) * Math.cos(dec));
  if (arg >= 1) return { sunrise: NO_SUNRISE, sunset: NO_SUNSET };
  if (arg <= -1) return { sunrise: -NO_SUNRISE, sunset: -NO_SUNSET };
  const halfDay = Math.acos(arg) / DEG / 15;
  const noon = 12 - (longitude / 15 - timeZone) - equationOfTime(meanLong, raDeg);
  return { sunrise: noon - halfDay, sunset: noon + halfDay };
}

/**
 * Extraterrestrial irradiance on a horizontal surface (W/m²):
 * G_on = 1367·(1 + 0.033·cos(360°·doy/365)) (Duffie & Beckman eq. 1.4.1a), times cos θz.
 */
export function extraterrestrialHorizontal(doy: number, zenithDeg: number): number {
  if (zenithDeg >= 90 || zenithDeg < 0) return 0;
  const gon = 1367 * (1 + 0.033 * Math.cos(((360 / 365) * doy * Math.PI) / 180));
  return gon * Math.cos(zenithDeg * DEG);
}
