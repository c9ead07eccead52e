import pRetry from 'p-retry';

export interface RetryPolicy {
  /** Time limit of one attempt; retries also stop once this much time has passed in all. */
  timeoutMs: number;
  /** Extra attempts after the first (idempotent calls only). */
  retries?: number;
  /** First wait between attempts; it doubles per attempt and is randomised (×1–2, jitter). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/** Calls that may be sent twice without a second effect (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * An idempotent method, or a write that carries an `Idempotency-Key` (the service answers a
 * repeat with the first result: the CRM outbox's POSTs, ADR 0021).
 */
const isIdempotent = (method: string, headers: RequestInit['headers']) =>
  IDEMPOTENT_METHODS.has(method) || new Headers(headers).has('idempotency-key');

/** Answers worth another try: rate limited or the service's own failure. */
export const isTransientStatus = (status: number) => status === 429 || status >= 500;

class TransientAnswer extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
    this.name = 'TransientAnswer';
  }
}

export type RetryingFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * The one retry rule for every outside HTTP client (p-retry): an idempotent call (GET, HEAD,
 * OPTIONS, PUT, DELETE, or a write with an Idempotency-Key header) that fails with a network error, a time-out, 429 (unless it asks for a longer wait) or 5xx is tried again
 * with exponential backoff and jitter, each attempt limited to `timeoutMs`, and no new attempt
 * starts once `timeoutMs` has passed in all (a service that hangs is not waited for twice over).
 * Any other POST or PATCH is sent once (creating a document, sending a text message).
 * The last answer is returned as it is (a 503 after the retries is the caller's to explain).
 */
export function createRetryingFetch(policy: RetryPolicy, baseFetch: typeof fetch = fetch) {
  const retries = policy.retries ?? 2;
  /**
   * A 429 that asks for a wait longer than our backoff (Retry-After), or says the quota is spent
   * (X-RateLimit-Remaining: 0), is not tried again: the answer goes to the caller at once.
   */
  const waitsLong = (res: Response) => {
    if (res.status !== 429) return false;
    if (res.headers.get('x-ratelimit-remaining') === '0') return true;
    const after = res.headers.get('retry-after');
    if (!after) return false;
    const seconds = /^\d+$/.test(after.trim())
      ? Number(after)
      : (Date.parse(after) - Date.now()) / 1000;
    return !(seconds * 1000 <= (policy.maxBackoffMs ?? 2_000));
  };
  const retrying: RetryingFetch = async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const attempt = () =>
      baseFetch(url, {
        ...init,
        signal: init.signal
          ? AbortSignal.any([init.signal, AbortSignal.timeout(policy.timeoutMs)])
          : AbortSignal.timeout(policy.timeoutMs),
      });
    if (!isIdempotent(method, init.headers) || retries === 0) return attempt();
    let discarded: Response | null = null;
    const run = pRetry(
      async (attemptNumber) => {
        await discarded?.body?.cancel();
        const res = await attempt();
        if (isTransientStatus(res.status) && attemptNumber <= retries && !waitsLong(res)) {
          discarded = res;
          throw new TransientAnswer(res);
        }
        return res;
      },
      {
        retries,
        factor: 2,
        minTimeout: policy.minBackoffMs ?? 200,
        maxTimeout: policy.maxBackoffMs ?? 2_000,
        randomize: true,
        maxRetryTime: policy.timeoutMs,
        ...(init.signal ? { signal: init.signal } : {}),
      },
    );
    // Out of time before the last try: the last answer stands.
    return run.catch((error: unknown) => {
      if (error instanceof TransientAnswer) return error.response;
      throw error;
    });
  };
  return retrying;
}
