import { retryAfterMs } from '../../jobs/delivery-errors';
import { createRetryingFetch } from './retrying-fetch';

export interface JsonClientOptions {
  baseUrl: string;
  /** Sent as `Authorization: Bearer <token>` unless `authorization` is given. */
  token?: string;
  /** A ready header value (e.g. a lender's API key scheme). */
  authorization?: string;
  timeoutMs?: number;
  /** Extra attempts of an idempotent call (GET, PUT, keyed write) on network errors, 429 and 5xx. */
  retries?: number;
  /** First backoff; doubles per attempt (with jitter). */
  backoffMs?: number;
}

export class HttpCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
    /** The wait the service asked for (Retry-After on a 429 or 503), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'HttpCallError';
  }
}

export interface JsonClient {
  request<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    options?: { body?: unknown; idempotencyKey?: string },
  ): Promise<T>;
}

/**
 * A small JSON HTTP client for the outside services: configurable base URL, bearer token, and the
 * shared retry rule (`createRetryingFetch`: per-attempt timeout, backoff with jitter, idempotent
 * calls only). Writes carry an `Idempotency-Key` header, which makes them safe to retry: a repeat
 * of a POST whose answer was lost is recognised by the service.
 */
export function createJsonClient(options: JsonClientOptions): JsonClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const auth = options.authorization ?? (options.token ? `Bearer ${options.token}` : undefined);
  const send = createRetryingFetch({
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 3,
    minBackoffMs: options.backoffMs ?? 200,
  });

  return {
    async request<T>(
      method: 'GET' | 'POST' | 'PUT' | 'PATCH',
      path: string,
      opts: { body?: unknown; idempotencyKey?: string } = {},
    ): Promise<T> {
      let res: Response;
      try {
        res = await send(`${base}${path}`, {
          method,
          headers: {
            accept: 'application/json',
            ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(auth ? { authorization: auth } : {}),
            ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
          },
          ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
        });
      } catch (err) {
        throw new HttpCallError(`${method} ${path}: ${String(err)}`, null, null);
      }
      const text = await res.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      if (res.ok) return body as T;
      throw new HttpCallError(
        `${method} ${path}: HTTP ${res.status}`,
        res.status,
        body,
        retryAfterMs(res.headers.get('retry-after')),
      );
    },
  };
}
