import { parseViewHint, SESSION_COOKIE, VIEW_COOKIE, type ViewHint } from '@pb/core';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { PassThrough, type Readable } from 'node:stream';
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
 * A page's HTML in two parts: `start`, index.html's first line and charset with the mark that the
 * server renders the page, sent at once, so the browser sets the page up while the server renders
 * it; then `end(page)`, the rest of index.html with preloads of the route's chunks (which the app
 * needs before it can hydrate), the page's styles, its markup in an inert root and the data to
 * hydrate with, or, without a page (the render declined or failed), the plain rest. The app's
 * scripts are in the second part: fetched and compiled while the server renders, they would take
 * the CPU the render needs.
 */
export function pageParts(template: string, pathname: string) {
  const root = '<div id="root"></div>';
  const charset = /<meta charset="UTF-8" \/>/i.exec(template);
  const headEnd = template.indexOf('</head>');
  if (!template.includes(root) || !charset || headEnd < 0)
    throw new Error('index.html has no <meta charset="UTF-8" />, </head> or <div id="root"></div>');
  const afterCharset = charset.index + charset[0].length;
  const preloads = routeChunks(template, pathname)
    .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
    .join('');
  const start = `${template.slice(0, afterCharset)}<meta name="pb-rendered" />`;
  const head = template.slice(afterCharset, headEnd);
  const rest = template.slice(headEnd);
  const end = (page: RenderedPage | null) =>
    page
      ? head +
        preloads +
        page.head +
        rest.replace(
          root,
          `<div id="root" inert>${page.html}</div>` +
            `<script type="application/json" id="pb-ssr-data">${page.data}</script>`,
        )
      : head + preloads + rest;
  return { start, end };
}

type RenderedPage = { head: string; html: string; data: string };

/**
 * A stream of the page, compressed as the browser accepts (brotli at quick settings, the page
 * being made per request, else gzip, else as it is), whose every `write` is flushed to the browser
 * at once.
 */
function pageStream(accepted: string) {
  const compressor = /\bbr\b/.test(accepted)
    ? {
        encoding: 'br' as const,
        stream: zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
        flushKind: zlib.constants.BROTLI_OPERATION_FLUSH,
      }
    : /\bgzip\b/.test(accepted)
      ? {
          encoding: 'gzip' as const,
          stream: zlib.createGzip(),
          flushKind: zlib.constants.Z_SYNC_FLUSH,
        }
      : undefined;
  const body = compressor?.stream ?? new PassThrough();
  // A browser that left before the page was done: the rest is dropped, not an error.
  body.on('error', () => undefined);
  return {
    body,
    encoding: compressor?.encoding,
    write(text: string) {
      if (body.destroyed) return;
      body.write(text);
      if (compressor) compressor.stream.flush(compressor.flushKind);
    },
    end: () => body.destroyed || body.end(),
  };
}

export type PageRenderer = {
  /** Loads the render entry now (the first page then does not wait for it). */
  warm(): Promise<void>;
  /**
   * The page for `request`, rendered on the server: a stream whose head is sent at once (the
   * browser sets the page up and fetches the app's code while the server renders), or null: send
   * the plain index.html.
   */
  render(request: FastifyRequest): Promise<{ body: Readable; encoding?: 'br' | 'gzip' } | null>;
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
      const renderer = await loadEntry();
      const pathname = request.url.split('?')[0] ?? '/';
      if (!renderer || !template || !renderer.rendersPage(pathname)) {
        rendering -= 1;
        return null;
      }
      const parts = pageParts(template, pathname);
      const page = pageStream(String(request.headers['accept-encoding'] ?? ''));
      page.write(parts.start);
      void (async () => {
        let rendered: Awaited<ReturnType<RenderEntry['render']>> = null;
        try {
          rendered = await renderer.render({
            url: request.url,
            origin: `${request.protocol}://${request.host}`,
            accessToken: token,
            fetch: fetchFrom(app, request),
            userId: claims.userId,
            view: parseViewHint(cookieValue(request.headers.cookie, VIEW_COOKIE)) ?? DEFAULT_VIEW,
          });
        } catch (error) {
          log.error(
            { err: error, url: request.url },
            'server rendering failed; sent the plain page',
          );
        } finally {
          rendering -= 1;
        }
        // How long the page's data and rendering took, for a look in the browser's tools.
        const timing = rendered?.timing
          ? `<meta name="pb-server-timing" content="data;dur=${rendered.timing.data.toFixed(1)}, render;dur=${rendered.timing.render.toFixed(1)}" />`
          : '';
        page.write(timing + parts.end(rendered));
        page.end();
      })();
      return { body: page.body, encoding: page.encoding };
    },
  };
}
