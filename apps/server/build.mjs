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

const EXTERNAL = ['@electric-sql/pglite', 'sharp', 'thread-stream', 'pg', 'pdf-lib', 'nodemailer'];

// Bundled although they find files next to their own code: each of their files that names
// __dirname gets it back as a variable, its real folder under the installed package (an ES
// module has no __dirname). Loaded from node_modules one CommonJS file at a time, these cost
// ~150 ms of start-up, the Swagger UI alone ~100 ms (it brings its own copies of yaml and
// @fastify/static, which the bundle already has; decision 0041).
const BUNDLED_WITH_HOME = ['@fastify/swagger-ui', 'pino', 'pino-pretty'];
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

const homeOf = (file) => BUNDLED_WITH_HOME.find((name) => file.includes(`/node_modules/${name}/`));

const dirnameAtHome = {
  name: 'dirname-at-home',
  setup(b) {
    b.onLoad({ filter: /\/node_modules\/.*\.c?js$/ }, (args) => {
      const name = homeOf(args.path);
      if (!name) return undefined;
      const source = fs.readFileSync(args.path, 'utf8');
      if (!/\b__dirname\b/.test(source)) return undefined;
      const home =
        args.path.slice(0, args.path.indexOf(`/node_modules/${name}/`)) + `/node_modules/${name}`;
      const relative = path.relative(home, path.dirname(args.path));
      const prologue =
        `var __dirname = require('node:path').join(require('node:path').dirname(` +
        `require.resolve(${JSON.stringify(`${name}/package.json`)})), ${JSON.stringify(relative)});\n`;
      return { contents: prologue + source, loader: 'js' };
    });
  },
};

/** The folder of the package that `file` belongs to, and its name@version. */
function packageRoot(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (name && version) return { dir, id: `${name}@${version}` };
  }
  return undefined;
}

// npm nests a copy of a package under each dependent when the root holds another major version
// (ajv 6 for eslint at the root; ajv 8 three times, under @fastify/ajv-compiler,
// fast-json-stringify and ajv-formats). Identical versions are bundled once: the first copy
// found stands for the others (~600 KB less for the server to parse at start-up, decision 0041).
const dedupeIdenticalPackages = {
  name: 'dedupe-identical-packages',
  setup(b) {
    const first = new Map();
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.deduped || args.kind === 'entry-point') return undefined;
      const resolved = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { deduped: true },
      });
      // Left to esbuild: what it cannot resolve (optional requires in try/catch) or keeps out.
      if (resolved.errors.length || resolved.external || !resolved.path.includes('node_modules'))
        return undefined;
      const pkg = packageRoot(resolved.path);
      if (!pkg) return undefined;
      const kept = first.get(pkg.id);
      if (!kept) {
        first.set(pkg.id, pkg.dir);
        return undefined;
      }
      return kept === pkg.dir
        ? undefined
        : { path: path.join(kept, path.relative(pkg.dir, resolved.path)) };
    });
  },
};

// The output folder, under apps/server (the bundle finds its external packages from there):
// dist/ unless SERVER_OUTDIR names another (the API tests' own build, test/global-setup.ts).
const outdir = path.join(here, process.env.SERVER_OUTDIR ?? 'dist');
// It is rebuilt from scratch: the chunks' names carry a hash.
fs.rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { server: path.join(here, 'src/server.ts') },
  outdir,
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
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __pbCreateRequire } from 'node:module'; const require = __pbCreateRequire(import.meta.url);",
  },
  plugins: [externalPackages, dedupeIdenticalPackages, dirnameAtHome],
});
console.log(`Built ${path.relative(path.dirname(here), path.join(outdir, 'server.mjs'))}`);
