// PGlite's settings that differ from PostgreSQL's own (decision 0042).

/**
 * PGlite's page cache. PostgreSQL's default, 128MB, is zeroed in full when PGlite boots (~100 ms
 * of WebAssembly at each start on this machine) and then stays resident in the server's memory;
 * the embedded database of a few offices' data fits in a quarter of that, and pages beyond it are
 * read from the data folder's files through the operating system's cache.
 */
export const PGLITE_SHARED_BUFFERS_DEFAULT = '32MB';

/** PGlite's start parameters: its defaults, and the page cache's size. */
export function pgliteStartParams(defaults: readonly string[], sharedBuffers: string): string[] {
  return [...defaults, '-c', `shared_buffers=${sharedBuffers}`];
}
