/** The id of the JSON the build writes into index.html: route path → chunk URLs. */
export const EARLY_CHUNKS_ID = 'pb-early-chunks';

/**
 * The first of `paths` that `pathname` matches, or null. A path is React Router's: `:name`
 * matches any one segment, a last `*` the rest.
 */
export function matchPath(pathname: string, paths: string[]): string | null {
  const segments = pathname.split('/').filter(Boolean);
  return (
    paths.find((path) => {
      const parts = path.split('/').filter(Boolean);
      const rest = parts.at(-1) === '*';
      if (rest) parts.pop();
      return (
        (rest ? segments.length >= parts.length : segments.length === parts.length) &&
        parts.every((part, i) => part.startsWith(':') || part === segments[i])
      );
    }) ?? null
  );
}

/**
 * Runs before the app's entry has been evaluated (decision 0079): preloads the chunks of the
 * route `pathname` opens, so they arrive while the entry runs instead of after its router asks.
 * `chunks` is the build's table, in the order routes are matched (null outside a build).
 * Returns the URLs it preloaded.
 */
export function preloadRouteChunks(
  pathname: string,
  chunks: Record<string, string[]> | null,
  preload: (url: string) => void,
): string[] {
  const path = chunks ? matchPath(pathname, Object.keys(chunks)) : null;
  const urls = (path && chunks?.[path]) || [];
  urls.forEach(preload);
  return urls;
}
