import { z } from 'zod';
import { PVWATTS_DEFAULTS } from '@pb/core';
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
});

const ErrorReplySchema = z
  .object({
    errors: z.array(z.string()).optional(),
    error: z.object({ code: z.string().optional(), message: z.string().optional() }).optional(),
  })
  .partial();

/**
 * NREL PVWatts v8 (integrations.md §1): one GET /api/pvwatts/v8.json per array with the array's
 * module_type, array_type, dc_ac_ratio, inv_eff and gcr (PVWATTS_DEFAULTS where not given: premium,
 * roof mount, 1.2, 96 %, 0.4), the request's losses, and the key as `api_key`. Errors: 422 → UNPROCESSABLE with PVWatts' messages; 403 (key missing or
 * invalid) → UPSTREAM_FAILED naming NREL_API_KEY; 429 → RATE_LIMITED; anything else, a bad reply
 * or no reply → UPSTREAM_FAILED. The key never appears in an error message. Network errors, 429
 * and 5xx are retried first (`createRetryingFetch`).
 */
export function createPvwattsClient(options: PvwattsClientOptions): ProductionSourceAdapter {
  const doFetch = createRetryingFetch({ timeoutMs: options.timeoutMs ?? 15_000 }, options.fetch);
  const base = (options.baseUrl ?? DEFAULT_PVWATTS_BASE_URL).replace(/\/+$/, '');

  async function estimateArray(
    input: ProductionEstimateInput,
    array: ProductionArraySpec,
  ): Promise<number[]> {
    const url = new URL(`${base}${PATH}`);
    const params: Record<string, string | number> = {
      api_key: options.apiKey,
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
      res = await doFetch(url, { headers: { accept: 'application/json' } });
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      throw new AppError('UPSTREAM_FAILED', `PVWatts could not be reached: ${why}`);
    }
    const body: unknown = await res.json().catch(() => undefined);
    if (res.status !== 200) throw pvwattsError(res.status, body);
    const reply = ReplySchema.safeParse(body);
    if (!reply.success) {
      const errors = ErrorReplySchema.safeParse(body).data?.errors ?? [];
      if (errors.length > 0) throw pvwattsError(422, body);
      throw new AppError('UPSTREAM_FAILED', 'PVWatts answered without 12 monthly AC values');
    }
    if (reply.data.errors && reply.data.errors.length > 0) throw pvwattsError(422, body);
    return reply.data.outputs.ac_monthly;
  }

  return {
    source: 'pvwatts',
    async estimate(input: ProductionEstimateInput): Promise<ProductionEstimate> {
      const arrays = await Promise.all(input.arrays.map((a) => estimateArray(input, a)));
      return {
        source: 'pvwatts',
        approximate: false,
        arrays: arrays.map((monthlyKwh) => ({ monthlyKwh })),
      };
    },
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
