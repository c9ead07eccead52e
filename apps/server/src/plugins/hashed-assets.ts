import fs from 'node:fs/promises';
import path from 'node:path';

/** Vite's content-hashed output: a changed file gets a new name, so it can be cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

type Encoding = 'br' | 'gzip';
/** One hashed asset, read once: the plain file and the compressed copies written at build time. */
export type HashedAsset = { type: string; plain: Buffer; br?: Buffer; gzip?: Buffer };

const readIfThere = (file: string) => fs.readFile(file).catch(() => undefined);

/**
 * The hashed assets (`dist/assets/*`) kept in memory from their first request: each page load
 * asks for about twenty of them, and a stat, an open, reads and a close per file took about a
 * sixth of the server's time while pages loaded (issue 34). A name never changes its content,
 * so a file once read stays right; a file added by a later build is found on its first request.
 */
export function hashedAssets(assetsDir: string) {
  const cache = new Map<string, Promise<HashedAsset | null>>();
  const load = async (name: string): Promise<HashedAsset | null> => {
    const file = path.join(assetsDir, name);
    const plain = await readIfThere(file);
    if (!plain) return null;
    const [br, gzip] = await Promise.all([readIfThere(`${file}.br`), readIfThere(`${file}.gz`)]);
    const type = TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
    return { type, plain, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) };
  };
  return {
    /** The asset named `name` (no folders), or null when there is no such file. */
    get(name: string): Promise<HashedAsset | null> {
      if (name.includes('/') || name.includes('\\') || name.startsWith('.'))
        return Promise.resolve(null);
      let asset = cache.get(name);
      if (!asset) {
        asset = load(name);
        cache.set(name, asset);
        // A miss is not kept: the file may be written by a build still under way.
        void asset.then((found) => found ?? cache.delete(name));
      }
      return asset;
    },
  };
}

/** The copy to send for an Accept-Encoding header: brotli, else gzip, else the plain file. */
export function pickEncoding(acceptEncoding: string | undefined, asset: HashedAsset) {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(token.trim());
  }
  const pick = (['br', 'gzip'] as const).find(
    (encoding: Encoding) => asset[encoding] && (accepted.has(encoding) || accepted.has('*')),
  );
  return pick ? { encoding: pick, body: asset[pick]! } : { encoding: null, body: asset.plain };
}
