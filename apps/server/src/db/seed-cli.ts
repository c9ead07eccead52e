import path from 'node:path';
import { parseEnv } from '../config/env';
import { openDatabase } from './client';
import { seedAll } from './seed/seed';

/** `npm run db:seed`: applies migrations and (re)runs the idempotent seeders. */
const env = parseEnv(process.env);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'pglite'),
  pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
});
await database.migrate();
await seedAll(database.db);
await database.close();
console.log('Seed complete.');
