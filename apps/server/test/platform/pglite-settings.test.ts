import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env';
import { openDatabase } from '../../src/db/client';

/** shared_buffers as the running PGlite reports it. */
async function sharedBuffersOf(pgliteSharedBuffers?: string): Promise<string> {
  const database = await openDatabase({
    dataDir: 'memory://',
    ...(pgliteSharedBuffers ? { pgliteSharedBuffers } : {}),
  });
  try {
    const result = await database.db.execute<{ shared_buffers: string }>('SHOW shared_buffers');
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return (rows[0] as { shared_buffers: string }).shared_buffers;
  } finally {
    await database.close();
  }
}

describe("PGlite's page cache (PGLITE_SHARED_BUFFERS, decision 0042)", () => {
  it('is 32MB unless set, and takes a PostgreSQL size', () => {
    expect(parseEnv({}).PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: '256MB' }).PGLITE_SHARED_BUFFERS).toBe('256MB');
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: '1GB' }).PGLITE_SHARED_BUFFERS).toBe('1GB');
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: '4096kB' }).PGLITE_SHARED_BUFFERS).toBe('4096kB');
    // The bounds PGlite boots with (64kB, 2GB and 4GB failed to start it).
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: '128kB' }).PGLITE_SHARED_BUFFERS).toBe('128kB');
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: '1024MB' }).PGLITE_SHARED_BUFFERS).toBe('1024MB');
  });

  it.each([
    '32 MB',
    '32mb',
    '0MB',
    '-8MB',
    '32',
    '1TB',
    '32MB; DROP TABLE users',
    '127kB',
    '1025MB',
    '2GB',
    '99999999MB',
  ])('refuses %j with a message naming the variable', (value) => {
    expect(() => parseEnv({ PGLITE_SHARED_BUFFERS: value })).toThrow(
      'PGLITE_SHARED_BUFFERS: PGLITE_SHARED_BUFFERS must be a size from 128kB to 1GB such as 32MB (a number, then kB, MB or GB)',
    );
  });

  it('is what the embedded database runs with: 32MB by default (PostgreSQL would have 128MB)', async () => {
    expect(await sharedBuffersOf()).toBe('32MB');
  }, 60_000);

  it('follows the setting', async () => {
    expect(await sharedBuffersOf('48MB')).toBe('48MB');
  }, 60_000);
});
