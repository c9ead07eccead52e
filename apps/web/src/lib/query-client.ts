import {
  MutationCache,
  QueryCache,
  QueryClient,
  type UseMutationOptions,
  type DefaultOptions,
} from '@tanstack/react-query';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { isApiError } from './api-client';

/**
 * Messages a query or mutation shows, declared next to the endpoint (spec 1 §8 texts). The caches
 * below are the only place that turns them into snackbars.
 */
export type RequestMeta = {
  errorMessage?: string;
  successMessage?: string;
  /**
   * A mutation's caller tells the user of a failure itself (its own snackbar, with a variant and
   * text of its choosing, e.g. an 'info' for a 409 that is no failure): the cache adds no error
   * snackbar, so a failure is not announced twice.
   */
  isFailureAnnouncedByCaller?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/**
 * An ended session was already announced ('Session Expired.'); a 409 explains itself, and so does
 * a 422 (a business rule the server names in the spec's words, e.g. 'Failed to save').
 */
function messageFor(error: unknown, fallback: string | undefined): string | undefined {
  if (isApiError(error)) {
    if (error.code === 'SESSION_EXPIRED') return undefined;
    if (error.code === 'CONFLICT' || error.code === 'UNPROCESSABLE') return error.message;
  }
  return fallback;
}

const defaultOptions: DefaultOptions = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: (failureCount, error) =>
      isApiError(error) && error.status >= 400 && error.status < 500 ? false : failureCount < 1,
  },
  mutations: { retry: false },
};

/** Which mutation an error snackbar is about: its key, or its (module-level) function. */
const mutationIdentity = (mutation: {
  options: { mutationKey?: unknown; mutationFn?: unknown };
}) =>
  mutation.options.mutationKey === undefined
    ? mutation.options.mutationFn
    : JSON.stringify(mutation.options.mutationKey);

/**
 * The browser's client: failures and successes announce themselves in snackbars. On the server
 * (rendering a page, decision 0044, `isServer`) nothing is announced and nothing is retried: a
 * failed query is left for the browser to ask again.
 */
export function createQueryClient({ isServer = false }: { isServer?: boolean } = {}) {
  if (isServer)
    return new QueryClient({
      defaultOptions: { ...defaultOptions, queries: { ...defaultOptions.queries, retry: false } },
    });
  // A new attempt of a mutation takes its last failure's snackbar away (a stale 'Invalid
  // Credentials' must not sit under the next sign-in attempt).
  const errorSnackbars = new Map<unknown, SnackbarKey>();
  return new QueryClient({
    defaultOptions,
    queryCache: new QueryCache({
      onError: (error, query) => {
        const message = messageFor(error, query.meta?.errorMessage);
        if (message) enqueueSnackbar(message, { variant: 'error' });
      },
    }),
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => {
        const identity = mutationIdentity(mutation);
        const stale = errorSnackbars.get(identity);
        if (stale === undefined) return;
        closeSnackbar(stale);
        errorSnackbars.delete(identity);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        const message = mutation.meta?.successMessage;
        if (message) enqueueSnackbar(message, { variant: 'success' });
      },
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.isFailureAnnouncedByCaller) return;
        const message = messageFor(error, mutation.meta?.errorMessage);
        if (!message) return;
        errorSnackbars.set(
          mutationIdentity(mutation),
          enqueueSnackbar(message, { variant: 'error' }),
        );
      },
    }),
  });
}

/** Extra options a caller may pass to a feature's query hook. */
export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<
  ReturnType<T>,
  'queryKey' | 'queryFn'
>;

/** Extra options a caller may pass to a feature's mutation hook. */
export type MutationConfig<T extends (...args: never[]) => Promise<unknown>> = UseMutationOptions<
  Awaited<ReturnType<T>>,
  Error,
  Parameters<T>[0]
>;
