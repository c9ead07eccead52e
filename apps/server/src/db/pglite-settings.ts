// PGlite's settings that differ from PostgreSQL's own (decision 0042).

/**
 * PGlite's page cache. PostgreSQL's default, 128MB, is zeroed in full when PGlite boots (~100 ms
 * of WebAssembly at each start on this machine) and then stays resident in the server's memory;
 * the embedded database of a few offices' data fits in a quarter of that, and pages beyond it are
 * read from the data folder's files through the operating system's cache.
 */
export const PGLITE_SHARED_BUFFERS_DEFAULT = '32MB';

/** The sizes PGlite boots with, in kB: PostgreSQL's minimum; above 1GB PGlite's 32-bit memory fails. */
export const PGLITE_SHARED_BUFFERS_MIN_KB = 128;
export const PGLITE_SHARED_BUFFERS_MAX_KB = 1024 * 1024;

const KB_PER_UNIT = { kB: 1, MB: 1024, GB: 1024 * 1024 } as const;

/** A PostgreSQL size such as `32MB` in kB, or undefined when it is not one. */
export function sizeInKb(size: string): number | undefined {
  const match = /^([1-9]\d{0,7})(kB|MB|GB)$/.exec(size);
  return match ? Number(match[1]) * KB_PER_UNIT[match[2] as keyof typeof KB_PER_UNIT] : undefined;
}

/** PGlite's start parameters: its defaults, and the page cache's size. */
export function pgliteStartParams(defaults: readonly string[], sharedBuffers: string): string[] {
  return [...defaults, '-c', `shared_buffers=${sharedBuffers}`];
}
