/**
 * The responses the early-start script asked for before the app ran (decision 0036), as the API
 * client finds them on `window`. Types only, besides `takeEarlyResponse`: the early-start chunk
 * and the app share the property name, not a module.
 */
export type EarlyStore = {
  /** The access token the requests carried; null for a public screen's, sent without one. */
  token: string | null;
  /** `performance.now()` when they were sent. */
  startedAt: number;
  /**
   * Absolute URL → the response, each taken at most once; null when the request was not sent
   * after all (the user lacks the capability it needs), so the app asks itself.
   */
  responses: Map<string, Promise<Response | null>>;
};

export type EarlyWindow = { __pbEarly?: EarlyStore };

/** After this, an early response is not used: the data may have changed since. */
export const EARLY_RESPONSE_TTL_MS = 15_000;

/**
 * The early response for a GET of `url` made with `token` (null: without one), once; undefined
 * when there is none, it was sent with another token or none, or it is older than
 * EARLY_RESPONSE_TTL_MS.
 */
export function takeEarlyResponse(
  url: string,
  token: string | null,
  store: EarlyStore | undefined = (globalThis as EarlyWindow).__pbEarly,
  now: number = performance.now(),
): Promise<Response | null> | undefined {
  if (!store || store.token !== token) return undefined;
  const response = store.responses.get(url);
  if (!response) return undefined;
  store.responses.delete(url);
  return now - store.startedAt <= EARLY_RESPONSE_TTL_MS ? response : undefined;
}
