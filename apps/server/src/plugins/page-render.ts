import {
  parseViewHint,
  SERVER_RENDER_DATA_ID,
  SERVER_RENDER_PRELOADS_ID,
  SESSION_COOKIE,
  VIEW_COOKIE,
  type ViewHint,
} from '@pb/core';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { verifyAccessToken } from '../modules/auth/access-token';

/** What the web app's render entry (apps/web/src/ssr/entry-server.tsx) takes and gives. */
type RenderEntry = {
  /** Whether the page at `pathname` is one the server renders (its route says so). */
  rendersPage(pathname: string): boolean;
  render(input: {
    url: string;
    origin: string;
    accessToken: string;
    fetch: typeof fetch;
    userId: string;
    view: ViewHint;
  }): Promise<{
    status: number;
    head: string;
    html: string;
    data: string;
    timing?: { data: number; render: number };
  } | null>;
};

/**
 * Pages rendered at once, at most. `renderToString` holds the event loop (~40 ms a page here), so
 * a burst of page loads would delay every API answer: past this many the plain page is sent, and
 * those browsers render it themselves, as before.
 */
export const MAX_RENDERS_AT_ONCE = 4;

/** The view a browser that sent no view cookie is rendered for: a laptop's, motion on. */
const DEFAULT_VIEW: ViewHint = { width: 1280, reducedMotion: false };

/** The value of cookie `name` in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch that answers from this server's own routes in-process (light-my-request), as the
 * browser would have been answered: the page's API calls made while rendering it.
 */
function fetchFrom(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, 'user-agent': request.headers['user-agent'] ?? '' },
      remoteAddress: request.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers))
      if (value !== undefined)
        for (const one of Array.isArray(value) ? value : [value])
          responseHeaders.append(name, String(one));
    return new Response(NO_BODY.has(reply.statusCode) ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * The chunks of the route `pathname` opens, as the web build lists them for its early start
 * (index.html's `pb-early-chunks`: route path → chunk URLs, first match wins).
 */
export function routeChunks(template: string, pathname: string): string[] {
  const json = /<script type="application\/json" id="pb-early-chunks">(.*?)<\/script>/s.exec(
    template,
  )?.[1];
  if (!json) return [];
  const routes = JSON.parse(json) as Record<string, string[]>;
  const segments = pathname.split('/').filter(Boolean);
  for (const [path, chunks] of Object.entries(routes)) {
    const parts = path.split('/').filter(Boolean);
    if (
      parts.length === segments.length &&
      parts.every((part, i) => part.startsWith(':') || part === segments[i])
    )
      return chunks;
  }
  return [];
}

/**
 * A page's HTML (decision 0044): index.html with the mark that the server rendered it, its styles,
 * its markup in an inert root and the data to hydrate with. The app's entry script stays in the
 * head (2.7 KB, nothing imported), but the rest of the app's code is not preloaded by the head:
 * its URLs (the entry's stages and the route's chunks, which the app needs before it can hydrate)
 * are listed for the entry, which preloads them after the page's first frame: fetched while the
 * page was parsed, the 18 scripts took the throttled main thread between the parser's steps and
 * put off the page's paint (ready 2.45 → 2.12 s over 12 loads at 4× CPU). The early start is left
 * out: the page carries its data (decision 0036).
 */
export function composePage(
  template: string,
  page: { head: string; html: string; data: string },
  pathname: string,
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>'))
    throw new Error('index.html has no <div id="root"></div> or no </head>');
  const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [
    ...[...template.matchAll(modulePreload)].map((match) => match[1]!),
    ...routeChunks(template, pathname),
  ];
  return (
    template
      .replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}<meta name="pb-rendered" />`)
      .replace(/<script type="application\/json" id="pb-early-chunks">.*?<\/script>/s, '')
      .replace(/<script type="module" async src="[^"]*early-start[^"]*"><\/script>/, '')
      .replace(modulePreload, '')
      // Replaced by functions: a replacement string would read `$&` or `$'` in the page as patterns.
      .replace('</head>', () => `${page.head}</head>`)
      .replace(
        root,
        () =>
          `<div id="root" inert>${page.html}</div>` +
          `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">${page.data}</script>` +
          `<script type="application/json" id="${SERVER_RENDER_PRELOADS_ID}">` +
          `${JSON.stringify(preloads)}</script>`,
      )
  );
}

/** Brotli (quick settings: the page is made per request), else gzip, else as it is. */
function compress(html: Buffer, accepted: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (/\bbr\b/.test(accepted))
    return {
      body: zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      }),
      encoding: 'br',
    };
  if (/\bgzip\b/.test(accepted)) return { body: zlib.gzipSync(html), encoding: 'gzip' };
  return { body: html };
}

export type PageRenderer = {
  /** Loads the render entry now (the first page then does not wait for it). */
  warm(): Promise<void>;
  /** The page for `request`, rendered on the server, or null: send the plain index.html. */
  render(request: FastifyRequest): Promise<{
    status: number;
    body: Buffer;
    encoding?: 'br' | 'gzip';
    /** The Server-Timing header's value: the page's data, its rendering, its compression. */
    timing: string;
  } | null>;
};

/**
 * Renders the app's pages on the server (decision 0044) for a browser that sends a live access
 * token in its session cookie. The render entry is loaded on the first such page or by `warm`.
 * Anything that goes wrong (no entry, a forged or expired token, a failed render) gives null: the
 * browser then gets the plain page and renders it itself, as it did before.
 */
export function createPageRenderer(options: {
  app: FastifyInstance;
  entryFile: string;
  indexFile: string;
  jwtSecret: Uint8Array;
  log: FastifyBaseLogger;
}): PageRenderer {
  const { app, entryFile, indexFile, jwtSecret, log } = options;
  let entry: Promise<RenderEntry | null> | undefined;
  let rendering = 0;
  let template: string | undefined;
  const loadEntry = () =>
    (entry ??= (async () => {
      if (!fs.existsSync(entryFile)) return null;
      template = fs.readFileSync(indexFile, 'utf8');
      return (await import(pathToFileURL(entryFile).href)) as RenderEntry;
    })().catch((error: unknown) => {
      log.error({ err: error }, 'server rendering unavailable: its entry could not be loaded');
      return null;
    }));

  return {
    warm: async () => void (await loadEntry()),
    async render(request) {
      const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
      if (!token) return null;
      const claims = await verifyAccessToken(jwtSecret, token).catch(() => null);
      // A token about to expire would be refused by the page's own requests halfway.
      if (!claims || claims.expiresAt < Date.now() + 10_000) return null;
      if (rendering >= MAX_RENDERS_AT_ONCE) return null;
      // The slot is taken before anything is awaited, so a burst cannot overshoot the limit.
      rendering += 1;
      try {
        const renderer = await loadEntry();
        const pathname = request.url.split('?')[0] ?? '/';
        // Asked first: a route's loaders would start its requests for a page not rendered here.
        if (!renderer || !template || !renderer.rendersPage(pathname)) return null;
        const page = await renderer.render({
          url: request.url,
          origin: `${request.protocol}://${request.host}`,
          accessToken: token,
          fetch: fetchFrom(app, request),
          userId: claims.userId,
          view: parseViewHint(cookieValue(request.headers.cookie, VIEW_COOKIE)) ?? DEFAULT_VIEW,
        });
        if (!page) return null;
        const html = Buffer.from(composePage(template, page, pathname));
        const compressing = performance.now();
        const { body, encoding } = compress(html, String(request.headers['accept-encoding'] ?? ''));
        const timing = [
          page.timing && `data;dur=${page.timing.data.toFixed(1)}`,
          page.timing && `render;dur=${page.timing.render.toFixed(1)}`,
          `compress;dur=${(performance.now() - compressing).toFixed(1)}`,
        ]
          .filter(Boolean)
          .join(', ');
        return { status: page.status, body, encoding, timing };
      } catch (error) {
        log.error({ err: error, url: request.url }, 'server rendering failed; sent the plain page');
        return null;
      } finally {
        rendering -= 1;
      }
    },
  };
}
