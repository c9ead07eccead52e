import {
  ApiErrorSchema,
  IDEMPOTENCY_KEY_HEADER,
  PLATFORM_MESSAGES,
  TOKEN_EXPIRED_HEADER,
  TokenPairSchema,
  type ErrorCode,
} from '@pb/core';
import type { z } from 'zod';
import { env } from '../config/env';
import { authStorage, type AuthStorage } from './auth-storage';

export type ApiErrorIssue = { path: string; message: string };
/** The server's error codes, plus those the client raises itself. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'BAD_RESPONSE' | 'SESSION_EXPIRED';

/** Every failure of an API call surfaces as this one error type (style point 5). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: ApiErrorIssue[];

  constructor(status: number, code: ApiErrorCode, message: string, issues: ApiErrorIssue[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type RequestOptions<T> = {
  body?: unknown;
  /** The reply is checked against this contract schema from @pb/core. */
  schema?: z.ZodType<T>;
  /** Sign-in, providers, config: a 401 there is an answer, not an expired session. */
  isPublic?: boolean;
  signal?: AbortSignal;
  /**
   * A write carries one Idempotency-Key per user intent (decision 0046), made here: the same
   * request sent again while the first is in flight, or after it got no answer (network drop,
   * 5xx), carries the same key, so the server does it once. `false` sends none (a status poll).
   */
  idempotencyKey?: string | false;
};

/** A FormData body (file uploads) is sent as multipart, not as JSON. */
const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

export type ApiClientOptions = {
  baseUrl: string;
  fetchFn?: typeof fetch;
  storage?: AuthStorage;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RefreshOutcome = 'refreshed' | 'ended' | 'unavailable';

/** A random key (crypto.getRandomValues works on plain http too, unlike randomUUID). */
function newIntentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The keys of writes whose outcome the user has not seen yet, by method, path and body: a repeat
 * of the same write (a double click that got through, a retry after a dropped answer) is the same
 * intent and carries the same key; once an answer arrives the next one is a new intent.
 */
function createIntentKeys() {
  const open = new Map<string, string>();
  return {
    keyFor(method: Method, path: string, body: unknown): { id: string; key: string } | null {
      if (method === 'GET' || isFormData(body)) return null;
      const id = `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;
      let key = open.get(id);
      if (!key) open.set(id, (key = newIntentKey()));
      return { id, key };
    },
    /** The answer arrived: the next identical write is a new intent. */
    settle(id: string) {
      open.delete(id);
    },
  };
}

/** Runs `task` under a lock shared by every tab of this origin (Web Locks), else directly. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('pb-token-refresh', task) : task();
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_FAILED',
};

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, issues } = parsed.data;
    // The server words its validation issues with issueSentence from @pb/core (as the forms do).
    return new ApiError(response.status, code, message, issues ?? []);
  }
  return new ApiError(
    response.status,
    CODE_BY_STATUS[response.status] ?? 'INTERNAL',
    response.statusText || `Request failed with status ${response.status}`,
  );
}

async function isExpiredTokenResponse(response: Response): Promise<boolean> {
  if (response.headers.get(TOKEN_EXPIRED_HEADER) === 'true') return true;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return ApiErrorSchema.safeParse(body).data?.code === 'TOKEN_EXPIRED';
}

/**
 * The one fetch wrapper: base URL, bearer token, refresh-once-and-retry on an expired access
 * token, session expiry, and error normalisation to ApiError.
 */
export function createApiClient({
  baseUrl,
  fetchFn = (...args) => fetch(...args),
  storage = authStorage,
}: ApiClientOptions) {
  const sessionExpiredListeners = new Set<() => void>();
  let refreshInFlight: Promise<RefreshOutcome> | null = null;

  const toUrl = (path: string) => new URL(`${baseUrl}${path}`, window.location.origin).toString();

  const intentKeys = createIntentKeys();

  async function send(
    method: Method,
    path: string,
    body: unknown,
    signal?: AbortSignal,
    idempotencyKey?: string,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const accessToken = storage.getAccessToken();
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
    if (body !== undefined && !isFormData(body)) headers['Content-Type'] = 'application/json';
    const url = toUrl(path);
    try {
      return await fetchFn(url, {
        method,
        headers,
        body: body === undefined ? undefined : isFormData(body) ? body : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.');
    }
  }

  /**
   * Concurrent callers share one refresh call, and so do tabs: the refresh runs under a Web Lock
   * (where the browser has them), and a tab that waited finds the tokens another tab stored.
   * 'refreshed': new tokens are stored; 'ended': the server refused the refresh token (the session
   * is over); 'unavailable': no answer or a busy server (429, 5xx), so the session is kept.
   */
  function refreshTokens(tokenUsed: string | null): Promise<RefreshOutcome> {
    const attempt = async (): Promise<RefreshOutcome> => {
      if (storage.getAccessToken() !== tokenUsed && storage.getAccessToken()) return 'refreshed';
      const refreshToken = storage.getRefreshToken();
      if (!refreshToken) return 'ended';
      try {
        const response = await fetchFn(toUrl('/auth/refresh'), {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        });
        if (response.status === 401 || response.status === 400) return 'ended';
        if (!response.ok) return 'unavailable';
        const tokens = TokenPairSchema.safeParse(await response.json());
        if (!tokens.success) return 'unavailable';
        storage.setTokens(tokens.data);
        return 'refreshed';
      } catch {
        return 'unavailable';
      }
    };
    refreshInFlight ??= withRefreshLock(attempt).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /** Clears the tokens and tells listeners once, however many calls fail together. */
  function expireSession() {
    const hadSession = storage.hasTokens();
    storage.clear('expired');
    if (hadSession) sessionExpiredListeners.forEach((listener) => listener());
  }

  async function parseBody<T>(response: Response, schema?: z.ZodType<T>): Promise<T> {
    const text = await response.text();
    if (!text) return undefined as T;
    const json: unknown = JSON.parse(text);
    if (!schema) return json as T;
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      console.warn(`Unexpected reply from ${response.url}`, parsed.error.issues);
      throw new ApiError(response.status, 'BAD_RESPONSE', 'Unexpected response from the server.');
    }
    return parsed.data;
  }

  /** Sends the request with the session handling; answers the successful response. */
  async function fetchOk(method: Method, path: string, options: RequestOptions<unknown>) {
    const { body, idempotencyKey } = options;
    if (idempotencyKey !== undefined)
      return fetchOnce(method, path, options, idempotencyKey || undefined);
    const intent = intentKeys.keyFor(method, path, body);
    if (!intent) return fetchOnce(method, path, options);
    let outcomeKnown = false;
    try {
      const response = await fetchOnce(method, path, options, intent.key);
      outcomeKnown = true;
      return response;
    } catch (error) {
      // An answer under 500 says what happened; no answer (or a 5xx) leaves the intent open.
      outcomeKnown = isApiError(error) && error.status > 0 && error.status < 500;
      throw error;
    } finally {
      if (outcomeKnown) intentKeys.settle(intent.id);
    }
  }

  async function fetchOnce(
    method: Method,
    path: string,
    options: RequestOptions<unknown>,
    idempotencyKey?: string,
  ) {
    const { body, isPublic = false, signal } = options;
    const tokenUsed = storage.getAccessToken();
    let response = await send(method, path, body, signal, idempotencyKey);

    if (response.status === 401 && !isPublic) {
      if (await isExpiredTokenResponse(response)) {
        // Another call (or tab) may already have refreshed while this one was in flight.
        const outcome =
          storage.getAccessToken() !== tokenUsed ? 'refreshed' : await refreshTokens(tokenUsed);
        if (outcome === 'unavailable')
          // A busy server is not a failed session: keep the tokens and let the caller retry.
          throw new ApiError(
            429,
            'RATE_LIMITED',
            'The server is busy renewing your session. Try again in a moment.',
          );
        if (outcome === 'refreshed')
          response = await send(method, path, body, signal, idempotencyKey);
      }
      if (response.status === 401) {
        expireSession();
        throw new ApiError(401, 'SESSION_EXPIRED', PLATFORM_MESSAGES.sessionExpired);
      }
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  async function request<T>(
    method: Method,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    return parseBody(await fetchOk(method, path, options), options.schema);
  }

  return {
    get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
      request<T>('GET', path, options),
    post: <T>(path: string, options?: RequestOptions<T>) => request<T>('POST', path, options),
    put: <T>(path: string, options?: RequestOptions<T>) => request<T>('PUT', path, options),
    patch: <T>(path: string, options?: RequestOptions<T>) => request<T>('PATCH', path, options),
    delete: <T>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
    /** GET a file (e.g. a stored roof image) with the bearer token, as a Blob. */
    getBlob: async (path: string, options?: { signal?: AbortSignal }): Promise<Blob> =>
      (await fetchOk('GET', path, { signal: options?.signal })).blob(),
    /** Subscribe to "the session is gone" (refresh failed). Returns the unsubscribe function. */
    onSessionExpired(listener: () => void): () => void {
      sessionExpiredListeners.add(listener);
      return () => sessionExpiredListeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient({ baseUrl: env.API_URL });
