// Builds the server into ES modules under dist/ (entry dist/server.mjs), run with plain `node` (no
// tsx, one process). Our own code, @pb/core and most packages are bundled in: one file to parse
// instead of hundreds to resolve and read cuts start-up (decision 0033). These stay imports from
// node_modules: packages that find files next to their own code (PGlite's WebAssembly, pino's
// worker transports, the Swagger UI's assets), native ones (sharp) and ones loaded only when
// used (pg, pdf-lib, nodemailer).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@fastify/swagger-ui',
  'pg',
  'pdf-lib',
  'nodemailer',
];
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL.includes(packageOf(args.path)) ? { path: args.path, external: true } : undefined,
    );
  },
};

// dist/ is rebuilt from scratch: the chunks' names carry a hash.
fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });

await build({
  entryPoints: { server: path.join(here, 'src/server.ts') },
  outdir: path.join(here, 'dist'),
  outExtension: { '.js': '.mjs' },
  // server.mjs loads the app's modules (dynamic imports) while the database opens, and the
  // drivers and libraries used only now and then (pg, sharp, pdf-lib, nodemailer) when needed.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __pbCreateRequire } from 'node:module'; const require = __pbCreateRequire(import.meta.url);",
  },
  plugins: [externalPackages],
});
console.log('Built apps/server/dist/server.mjs');
