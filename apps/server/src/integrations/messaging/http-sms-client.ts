import { httpDeliveryError, retryAfterMs } from '../../jobs/delivery-errors';
import { createRetryingFetch } from '../http/retrying-fetch';
import type { SmsSender } from './messaging';

/**
 * Texts through an HTTP SMS service: POST {baseUrl}/messages with JSON {to, from, body} and a
 * bearer token. A non-2xx answer fails the attempt: 429/503 with Retry-After waits that long,
 * another 4xx is a refusal for good (the delivery is dead), the rest retry with backoff.
 */
export function createHttpSmsClient(options: {
  baseUrl: string;
  token?: string;
  from: string;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
}): SmsSender {
  // A POST: sent once (the shared rule retries idempotent calls only; a failed delivery is marked).
  const fetchFn = createRetryingFetch({ timeoutMs: options.timeoutMs ?? 10_000 }, options.fetchFn);
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async send({ to, body }) {
      const res = await fetchFn(`${base}/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, from: options.from, body }),
      });
      if (res.ok) return;
      const message = `SMS service answered ${res.status}`;
      // The provider's Retry-After decides the next attempt; other 4xx are refusals for good.
      throw httpDeliveryError(message, res.status, retryAfterMs(res.headers.get('retry-after')));
    },
  };
}
