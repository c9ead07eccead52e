import { readFile } from 'node:fs/promises';
import v8 from 'node:v8';

// The WebAssembly global (Node's types declare its namespace, not the value).
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

/**
 * V8's budget for optimizing a WebAssembly function (roughly the bytes it has executed before
 * TurboFan compiles it), 100× V8's default of 1,800,000. PostgreSQL's boot inside PGlite runs
 * once per start, yet at the default budget V8 optimized the functions it ran hot on both cores
 * while the boot went on (~140 ms of each start, decision 0042). The functions a running server
 * keeps calling still reach this budget: API request times after 3,000 requests matched the
 * default's.
 */
export const WASM_TIERING_BUDGET = 180_000_000;

/**
 * PGlite's WebAssembly (9 MB), compiled by V8 off the main thread. server.ts starts this before
 * it loads its other modules, so the compilation runs on another core while they load, and hands
 * the module to `openDatabase` (decision 0033). It sets the optimizing budget first (the flag is
 * V8's, for the whole process; nothing else in the server runs WebAssembly).
 */
export async function compilePgliteWasm(): Promise<WebAssembly.Module> {
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const url = import.meta.resolve('@electric-sql/pglite/pglite.wasm');
  return wasm.compile(await readFile(new URL(url)));
}
