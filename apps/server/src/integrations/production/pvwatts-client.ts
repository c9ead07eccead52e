import { z } from 'zod';
import { PVWATTS_DEFAULTS, type ProductionWeatherStation } from '@pb/core';
import { AppError } from '../../errors';
import { createRetryingFetch } from '../http/retrying-fetch';
import type {
  ProductionArraySpec,
  ProductionEstimate,
  ProductionEstimateInput,
  ProductionSourceAdapter,
} from './production-estimator';

export interface PvwattsClientOptions {
  apiKey: string;
  /** https://developer.nlr.gov (NREL's API host since May 2026), or a local fake in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_PVWATTS_BASE_URL = 'https://developer.nlr.gov';
const PATH = '/api/pvwatts/v8.json';

const ReplySchema = z.object({
  errors: z.array(z.string()).optional(),
  outputs: z.object({ ac_monthly: z.array(z.number()).length(12) }),
  /** The NSRDB cell or station PVWatts used (its distance in metres). */
  station_info: z
    .object({
      location: z.union([z.string(), z.number()]).optional(),
      city: z.string().optional(),
      state: z.string().optional(),
      distance: z.number().optional(),
      weather_data_source: z.string().optional(),
    })
    .partial()
    .optional(),
});

/** How long to stay away when the quota is spent and the answer gives no Retry-After (NREL's window is a rolling hour). */
const RATE_LIMIT_WINDOW_MS = 3_600_000;
/** … and after a bare 429 that says nothing about the quota. */
const BARE_429_PAUSE_MS = 60_000;

/** Retry-After as ms from now: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const ErrorReplySchema = z
  .object({
    errors: z.array(z.string()).optional(),
    error: z.object({ code: z.string().optional(), message: z.string().optional() }).optional(),
  })
  .partial();

/**
 * NREL PVWatts v8 (integrations.md §1): one GET /api/pvwatts/v8.json per array with the array's
 * module_type, array_type, dc_ac_ratio, inv_eff and gcr (PVWATTS_DEFAULTS where not given: premium,
 * roof mount, 1.2, 96 %, 0.4), the request's losses, and the key in the `X-Api-Key` header (never
 * in the URL, which proxies log). Errors: 422 → UNPROCESSABLE with PVWatts' messages; 403 (key
 * missing or invalid) → UPSTREAM_FAILED naming NREL_API_KEY; 429 → RATE_LIMITED; anything else, a
 * bad reply or no reply → UPSTREAM_FAILED. The key never appears in an error message. Network
 * errors and 5xx are retried first (`createRetryingFetch`), a 429 only when its Retry-After is
 * short. Rate limits (issue 32): after a 429, or an answer with `X-RateLimit-Remaining: 0`, no
 * request is sent until its Retry-After (an hour when it gives none) has passed; each estimate
 * in that time answers RATE_LIMITED at once. The station PVWatts used (`station_info`) is kept
 * as the estimate's station, so the page names it.
 */
export function createPvwattsClient(options: PvwattsClientOptions): ProductionSourceAdapter {
  const doFetch = createRetryingFetch({ timeoutMs: options.timeoutMs ?? 15_000 }, options.fetch);
  const base = (options.baseUrl ?? DEFAULT_PVWATTS_BASE_URL).replace(/\/+$/, '');
  /** No request before this time (ms since the epoch): the key's limit is used up. */
  let blockedUntil = 0;
  let lastCode = 'HTTP 429';
  const rateLimited = () =>
    new AppError(
      'RATE_LIMITED',
      `PVWatts rate limit reached (${lastCode}): try again after ${new Date(blockedUntil).toISOString().slice(11, 16)} UTC`,
    );
  /** Remembers the limit an answer reports: Retry-After, else an hour when the quota is spent. */
  function noteLimits(res: Response, body: unknown) {
    const wait = retryAfterMs(res.headers.get('retry-after'));
    const isSpent = res.headers.get('x-ratelimit-remaining') === '0';
    if (res.status !== 429 && !isSpent) return;
    const code = ErrorReplySchema.safeParse(body).data?.error?.code;
    if (res.status === 429) lastCode = code ?? 'HTTP 429';
    const pause =
      wait ?? (isSpent || code === 'OVER_RATE_LIMIT' ? RATE_LIMIT_WINDOW_MS : BARE_429_PAUSE_MS);
    blockedUntil = Math.max(blockedUntil, Date.now() + pause);
  }

  async function estimateArray(
    input: ProductionEstimateInput,
    array: ProductionArraySpec,
  ): Promise<{ monthlyKwh: number[]; station: ProductionWeatherStation | undefined }> {
    if (Date.now() < blockedUntil) throw rateLimited();
    const url = new URL(`${base}${PATH}`);
    const params: Record<string, string | number> = {
      system_capacity: array.kw,
      module_type: array.moduleType ?? PVWATTS_DEFAULTS.moduleType,
      array_type: array.arrayType ?? PVWATTS_DEFAULTS.arrayType,
      losses: input.losses,
      tilt: array.tilt,
      azimuth: array.azimuth,
      lat: input.latitude,
      lon: input.longitude,
      dc_ac_ratio: array.dcAcRatio ?? PVWATTS_DEFAULTS.dcAcRatio,
      inv_eff: array.invEff ?? PVWATTS_DEFAULTS.invEff,
      gcr: array.gcr ?? PVWATTS_DEFAULTS.gcr,
      timeframe: 'monthly',
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: { accept: 'application/json', 'x-api-key': options.apiKey },
      });
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      throw new AppError('UPSTREAM_FAILED', `PVWatts could not be reached: ${why}`);
    }
    const body: unknown = await res.json().catch(() => undefined);
    noteLimits(res, body);
    if (res.status === 429) throw rateLimited();
    if (res.status !== 200) throw pvwattsError(res.status, body);
    const reply = ReplySchema.safeParse(body);
    if (!reply.success) {
      const errors = ErrorReplySchema.safeParse(body).data?.errors ?? [];
      if (errors.length > 0) throw pvwattsError(422, body);
      throw new AppError('UPSTREAM_FAILED', 'PVWatts answered without 12 monthly AC values');
    }
    if (reply.data.errors && reply.data.errors.length > 0) throw pvwattsError(422, body);
    return {
      monthlyKwh: reply.data.outputs.ac_monthly,
      station: stationOf(reply.data.station_info),
    };
  }

  return {
    source: 'pvwatts',
    async estimate(input: ProductionEstimateInput): Promise<ProductionEstimate> {
      const arrays = await Promise.all(input.arrays.map((a) => estimateArray(input, a)));
      const station = arrays.find((a) => a.station)?.station;
      return {
        source: 'pvwatts',
        approximate: false,
        ...(station ? { station } : {}),
        arrays: arrays.map(({ monthlyKwh }) => ({ monthlyKwh })),
      };
    },
  };
}

/** PVWatts' `station_info` as the estimate's station (the page: "NREL PVWatts, NSRDB … station Phoenix, Arizona, 2.1 km"). */
function stationOf(
  info: z.infer<typeof ReplySchema>['station_info'],
): ProductionWeatherStation | undefined {
  if (!info || (info.location === undefined && !info.city)) return undefined;
  const place = [info.city, info.state].filter(Boolean).join(', ');
  return {
    dataset: `NREL PVWatts, ${info.weather_data_source || 'NSRDB'} station`,
    id: String(info.location ?? place),
    name: place || `location ${String(info.location)}`,
    distanceKm: Math.round(Math.max(0, info.distance ?? 0) / 100) / 10,
  };
}

/** Maps a PVWatts or API-gateway error reply to an AppError with a clear message. */
function pvwattsError(status: number, body: unknown): AppError {
  const parsed = ErrorReplySchema.safeParse(body).data;
  const code = parsed?.error?.code;
  const detail = parsed?.error?.message;
  switch (status) {
    case 422: {
      const errors = parsed?.errors?.filter(Boolean) ?? [];
      const text = errors.length > 0 ? errors.join('; ') : 'invalid input';
      return new AppError('UNPROCESSABLE', `PVWatts rejected the request: ${text}`);
    }
    case 403:
      return new AppError(
        'UPSTREAM_FAILED',
        `PVWatts refused the API key (${code ?? 'HTTP 403'}): check NREL_API_KEY`,
      );
    case 429:
      return new AppError(
        'RATE_LIMITED',
        `PVWatts rate limit reached (${code ?? 'HTTP 429'}): try again later`,
      );
    default:
      return new AppError(
        'UPSTREAM_FAILED',
        `PVWatts answered HTTP ${status}${detail ? `: ${detail}` : ''}`,
      );
  }
}
