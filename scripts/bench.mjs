// `npm run bench`: runs every bench script (packages/*/bench, apps/*/bench) one after the other.
import fs from 'node:fs';
import path from 'node:path';
import { bin, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
const dirs = ['packages/core/bench', 'apps/server/bench', 'e2e/bench'];
let failed = 0;
for (const dir of dirs) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) continue;
  for (const file of fs
    .readdirSync(full)
    .filter((f) => f.endsWith('-bench.ts'))
    .sort()) {
    console.log(`\n### ${dir}/${file}`);
    // A bench that hangs fails the run instead of holding it (BENCH_TIMEOUT_MINUTES, default 20).
    const timeoutMs = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 20) * 60_000;
    if ((await run(bin('tsx'), [path.join(dir, file)], { timeoutMs })) !== 0) failed++;
  }
}
process.exit(failed ? 1 : 0);
