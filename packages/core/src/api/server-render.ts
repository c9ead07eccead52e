/**
 * Server rendering of the app's pages (decision 0044): what the browser tells the server about
 * itself in two cookies, read by the server for a page request and by the app before it hydrates.
 */

/**
 * The signed-in user's access token, kept by the app beside localStorage's (spec 1 §4) so the
 * server can render a page for its user. The server reads it for page requests only: no API route
 * accepts a cookie, so it adds no way to act as the user (no cross-site request forgery).
 */
export const SESSION_COOKIE = 'pb_session';
/** The browser's viewport width and reduced-motion setting, for the server's media queries. */
export const VIEW_COOKIE = 'pb_view';

/** The id of the script element (JSON) that carries a server-rendered page's data. */
export const SERVER_RENDER_DATA_ID = 'pb-ssr-data';
/**
 * The id of the script element (JSON, a list of script URLs) that names the app's code a
 * server-rendered page needs: the app preloads it after the page's first frame.
 */
export const SERVER_RENDER_PRELOADS_ID = 'pb-preloads';

/** What the server renders a page for: the viewport's CSS width and the motion setting. */
export type ViewHint = { width: number; reducedMotion: boolean };

/** The widest viewport a hint may claim (px): beyond it, media queries read the same. */
export const MAX_VIEW_WIDTH = 10_000;

/** `1280.0`: the width in whole CSS pixels, then 1 when motion is reduced, else 0. */
export function formatViewHint({ width, reducedMotion }: ViewHint): string {
  const px = Math.min(MAX_VIEW_WIDTH, Math.max(1, Math.round(width)));
  return `${px}.${reducedMotion ? 1 : 0}`;
}

/** The hint of a `VIEW_COOKIE` value, or null for anything `formatViewHint` would not write. */
export function parseViewHint(value: string | undefined | null): ViewHint | null {
  const match = /^(\d{1,5})\.([01])$/.exec(value ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  if (width < 1 || width > MAX_VIEW_WIDTH) return null;
  return { width, reducedMotion: match[2] === '1' };
}

/**
 * Whether a media query (as MUI's useMediaQuery passes it: `(min-width:768px)`,
 * `(max-width:599.95px)`, `(prefers-reduced-motion: reduce)`, joined by `and`) holds for `view`.
 * A feature it does not know never holds, so the server renders what the smallest, plainest
 * browser would; the app then hydrates only when its own view reads the same (`sameView`).
 */
export function matchesMediaQuery(query: string, view: ViewHint): boolean {
  const parts = query
    .replace(/^@media\s*/i, '')
    .split(/\s+and\s+/i)
    .map((part) => part.trim().toLowerCase());
  return parts.length > 0 && parts.every((part) => matchesFeature(part, view));
}

function matchesFeature(part: string, view: ViewHint): boolean {
  const feature = /^\(\s*([a-z-]+)\s*:\s*([^)]+?)\s*\)$/.exec(part);
  if (!feature) return part === 'screen' || part === 'all';
  const [, name, value] = feature as unknown as [string, string, string];
  if (name === 'prefers-reduced-motion')
    return value === (view.reducedMotion ? 'reduce' : 'no-preference');
  const px = /^(\d+(?:\.\d+)?)px$/.exec(value);
  if (!px) return false;
  const bound = Number(px[1]);
  if (name === 'min-width') return view.width >= bound;
  if (name === 'max-width') return view.width <= bound;
  return false;
}

/**
 * Whether two views render the app alike: the same motion setting and the same side of every
 * breakpoint (`breakpoints`, px, each the `min-width` of a size class).
 */
export function sameView(a: ViewHint, b: ViewHint, breakpoints: readonly number[]): boolean {
  return (
    a.reducedMotion === b.reducedMotion &&
    breakpoints.every((bound) => a.width >= bound === b.width >= bound)
  );
}
