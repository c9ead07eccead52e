import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up to its package.json, so paths are right both
 * from the TypeScript sources (tsx, tests) and from the bundled `dist/server.mjs`.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@pb/server'
    )
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @pb/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const repoRoot = path.resolve(serverRoot, '../..');
