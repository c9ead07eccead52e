import { readFile } from 'node:fs/promises';

// The WebAssembly global (Node's types declare its namespace, not the value).
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

/**
 * PGlite's WebAssembly (9 MB), compiled by V8 off the main thread. server.ts starts this before
 * it loads its other modules, so the compilation runs on another core while they load, and hands
 * the module to `openDatabase` (saves about 100 ms of start-up, decision 0033).
 */
export async function compilePgliteWasm(): Promise<WebAssembly.Module> {
  const url = import.meta.resolve('@electric-sql/pglite/pglite.wasm');
  return wasm.compile(await readFile(new URL(url)));
}
