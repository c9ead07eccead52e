// `npm start`: installs what is missing, builds the web app, and starts the server on the embedded
// defaults (PGlite in ./data, offline adapters, demo data on first start). PORT overrides 3000.
import { bin, ensureInstalled, ensureWebBuilt, root, run } from './lib.mjs';

ensureInstalled();
const built = await ensureWebBuilt();
if (built !== 0) process.exit(built);
const code = await run(bin('tsx'), ['apps/server/src/server.ts'], { cwd: root });
process.exit(code);
