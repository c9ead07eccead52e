// `npm run dev`: the server with reload on :3000 and Vite on :5173 (proxying /api).
import { bin, ensureInstalled, run } from './lib.mjs';

ensureInstalled();
const server = run(bin('tsx'), ['watch', 'apps/server/src/server.ts'], {
  env: { NODE_ENV: 'development' },
});
const web = run('npm', ['run', 'dev', '-w', '@pb/web']);
process.exit(await Promise.race([server, web]));
