import { setTimeout as sleep } from 'node:timers/promises';

export interface JsonClientOptions {
  baseUrl: string;
  /** Sent as `Authorization: Bearer <token>` unless `authorization` is given. */
  token?: string;
  /** A ready header value (e.g. a lender's API key scheme). */
  authorization?: string;
  timeoutMs?: number;
  /** Extra attempts after the first on network errors, timeouts, 429 and 5xx. */
  retries?: number;
  /** First backoff; doubles per attempt (with jitter). */
  backoffMs?: number;
}

export class HttpCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
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

const retryable = (status: number) => status === 429 || status >= 500;

/**
 * A small JSON HTTP client for the outside services: configurable base URL, bearer token,
 * per-attempt timeout, and retries with exponential backoff on transient failures. Writes carry
 * an `Idempotency-Key` header so a retried POST can be recognised by the service.
 */
export function createJsonClient(options: JsonClientOptions): JsonClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 200;
  const auth = options.authorization ?? (options.token ? `Bearer ${options.token}` : undefined);

  return {
    async request<T>(
      method: 'GET' | 'POST' | 'PUT' | 'PATCH',
      path: string,
      opts: { body?: unknown; idempotencyKey?: string } = {},
    ): Promise<T> {
      let lastError: HttpCallError = new HttpCallError('not attempted', null, null);
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) {
          const wait = backoffMs * 2 ** (attempt - 1);
          await sleep(wait / 2 + Math.random() * (wait / 2));
        }
        let res: Response;
        try {
          res = await fetch(`${base}${path}`, {
            method,
            headers: {
              accept: 'application/json',
              ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
              ...(auth ? { authorization: auth } : {}),
              ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
            },
            ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (err) {
          lastError = new HttpCallError(`${method} ${path}: ${String(err)}`, null, null);
          continue;
        }
        const text = await res.text();
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
        if (res.ok) return body as T;
        lastError = new HttpCallError(`${method} ${path}: HTTP ${res.status}`, res.status, body);
        if (!retryable(res.status)) break;
      }
      throw lastError;
    },
  };
}
