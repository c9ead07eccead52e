import { splitLines } from './csv-text';
import { parseEpw, parseEpwHeader } from './parse-epw';
import { parseSamCsv, parseSamCsvHeader } from './parse-sam-csv';
import { looksLikeTmy2, parseTmy2, parseTmy2Header } from './parse-tmy2';
import { looksLikeTmy3, parseTmy3, parseTmy3Header } from './parse-tmy3';
import {
  WeatherParseError,
  type WeatherData,
  type WeatherFormat,
  type WeatherHeader,
} from './weather-data';

/** File-name endings the weather parsers understand. */
export const WEATHER_FILE_EXTENSIONS = ['.csv', '.tm2', '.tmy2', '.tm3', '.tmy3', '.epw'] as const;

/** True for a file name one of the parsers can read (case-insensitive extension check). */
export function isWeatherFileName(fileName: string): boolean {
  const low = fileName.toLowerCase();
  return WEATHER_FILE_EXTENSIONS.some((ext) => low.endsWith(ext));
}

/**
 * Detects the format from the file name and the first lines, like SSC: `.tm2` is TMY2, `.epw` is
 * EPW, and a CSV whose first line has 7 fields and second 68/71 is TMY3; other CSV is SAM CSV.
 */
export function detectWeatherFormat(text: string, fileName = ''): WeatherFormat {
  const low = fileName.toLowerCase();
  const lines = splitLines(text.slice(0, 8192));
  if (low.endsWith('.tm2') || low.endsWith('.tmy2')) return 'tmy2';
  if (low.endsWith('.epw') || /^LOCATION,/i.test(lines[0] ?? '')) return 'epw';
  if (low.endsWith('.tm3') || low.endsWith('.tmy3') || looksLikeTmy3(lines)) return 'tmy3';
  if (looksLikeTmy2(lines)) return 'tmy2';
  if ((lines[0] ?? '').includes(',')) return 'sam-csv';
  throw new WeatherParseError(`Unrecognised weather file format${fileName ? `: ${fileName}` : ''}`);
}

/** Parses a typical-year weather file from its text (TMY2, TMY3, SAM/NSRDB CSV or EPW). */
export function parseWeatherFile(text: string, fileName = ''): WeatherData {
  switch (detectWeatherFormat(text, fileName)) {
    case 'tmy2':
      return parseTmy2(text);
    case 'tmy3':
      return parseTmy3(text);
    case 'epw':
      return parseEpw(text);
    case 'sam-csv':
      return parseSamCsv(text);
  }
}

/**
 * Reads only the location header (lat, lon, time zone, elevation) from the first lines of a
 * weather file, so a folder can be indexed without parsing whole files.
 */
export function parseWeatherHeader(headText: string, fileName = ''): WeatherHeader {
  const lines = splitLines(headText);
  switch (detectWeatherFormat(headText, fileName)) {
    case 'tmy2':
      return parseTmy2Header(lines[0] ?? '');
    case 'tmy3':
      return parseTmy3Header(lines[0] ?? '');
    case 'epw':
      return parseEpwHeader(lines[0] ?? '');
    case 'sam-csv':
      return parseSamCsvHeader(lines).header;
  }
}
