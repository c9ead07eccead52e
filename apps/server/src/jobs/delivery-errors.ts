/** A provider asked us to wait (HTTP 429/503 with Retry-After): the job runs again after it. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

/** A provider refused for good (e.g. SMTP 5xx, HTTP 400): the job is dead at once, not retried. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

/**
 * Milliseconds from a Retry-After header (seconds, or an HTTP date); undefined when absent or
 * unreadable. Capped at a day so a wrong header cannot park a job for ever.
 */
export function retryAfterMs(
  header: string | null | undefined,
  now = Date.now(),
): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), 86_400_000);
}

/**
 * How the job queue reads a failed HTTP call: 429/503 with Retry-After waits that long, another
 * 4xx (but 408 and 429) is a refusal for good, the rest (5xx, network) retries with backoff.
 */
export function httpDeliveryError(
  message: string,
  status: number | null,
  waitMs: number | undefined,
): Error {
  if ((status === 429 || status === 503) && waitMs !== undefined)
    return new RetryLaterError(message, waitMs);
  if (status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429)
    return new PermanentDeliveryError(message);
  return new Error(message);
}
