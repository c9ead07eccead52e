// `npm start`: installs what is missing, builds the web app, and starts the server on the embedded
// defaults (PGlite in ./data, offline adapters, demo data on first start). PORT overrides 3000.
// Both the web app and the server are built first (each only when its sources changed).
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, root, run } from './lib.mjs';

ensureInstalled();
const built = await ensureWebBuilt();
if (built !== 0) process.exit(built);
const serverBuilt = await ensureServerBuilt();
if (serverBuilt !== 0) process.exit(serverBuilt);
// Compiled JavaScript in one plain node process (no tsx, no watcher).
const code = await run(process.execPath, ['apps/server/dist/server.mjs'], { cwd: root });
process.exit(code);
