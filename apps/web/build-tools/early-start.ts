import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { EARLY_ROUTES } from '../src/early/early-routes';
import { EARLY_CHUNKS_ID } from '../src/early/early-start';

const EARLY_ENTRY = 'src/early/early-entry.ts';

/** Every chunk `fileName` statically imports, itself included. */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(bundle, dep, seen);
  return seen;
}

/**
 * The early start (decision 0079): builds `src/early/early-entry.ts` as a chunk of its own and
 * writes into index.html, before everything else, the JSON of each route's chunks (those its
 * route modules import that the entry does not already preload) and an async module script that
 * loads the early-start chunk, which preloads the opened route's. Build only: the dev server
 * loads routes as modules anyway.
 */
export function earlyStart(): Plugin {
  let root = '';
  return {
    name: 'pb-early-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.join(root, EARLY_ENTRY), name: 'early-start' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
        // The chunk a module starts, or else the chunk that holds it (a loader in a shared chunk).
        const byModule = (file: string) =>
          chunks.find((c) => c.facadeModuleId === path.join(root, 'src', file)) ??
          chunks.find((c) => c.moduleIds.includes(path.join(root, 'src', file)));
        const early = byModule('early/early-entry.ts');
        const entry = chunks.find((c) => c.isEntry && c !== early);
        if (!early || !entry) throw new Error('early start: no early-start or app entry chunk');
        // A module the app shares with it would make it wait for the app's chunks: it must run
        // before them.
        if (early.imports.length || early.dynamicImports.length)
          throw new Error(`early start: its chunk imports ${early.imports.join(', ')}`);
        // What the entry imports statically is preloaded by Vite's own links. What the router
        // imports lazily (every page, the app layout) is preloaded per route by the early start,
        // so /login fetches none of the signed-in app's chunks (decision 0063).
        const preloaded = closure(bundle, entry.fileName);
        const routes = Object.fromEntries(
          EARLY_ROUTES.map((route) => {
            const files = new Set<string>();
            for (const module of route.modules) {
              const chunk = byModule(module);
              if (!chunk) throw new Error(`early start: no chunk for ${module}`);
              closure(bundle, chunk.fileName).forEach((f) => preloaded.has(f) || files.add(f));
            }
            return [route.path, [...files].map((f) => `/${f}`)];
          }),
        );
        // Right after the charset (it must stay within the first 1024 bytes), before the
        // entry's own script and preloads, so the early-start chunk is requested first.
        // The JSON first: the script reads it as soon as it runs.
        const tags =
          `<script type="application/json" id="${EARLY_CHUNKS_ID}">${JSON.stringify(routes)}</script>` +
          `<script type="module" async src="/${early.fileName}"></script>`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
        if (!charset) throw new Error('early start: index.html has no <meta charset>');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}${tags}${html.slice(at)}`;
      },
    },
  };
}
