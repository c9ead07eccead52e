import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

/**
 * Several instances on one PostgreSQL must keep files in object storage: production on
 * PostgreSQL with local disk storage refuses to start unless SINGLE_INSTANCE=true (decision 0049).
 */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://proposals.example.com',
  DATABASE_URL: 'postgres://pb@db/pb',
};
const s3 = {
  S3_ENDPOINT: 'http://store:9000',
  S3_BUCKET: 'pb',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('where files live when there are several instances', () => {
  it.each([
    ['production, PostgreSQL, object storage', { ...production, ...s3 }, true],
    [
      'production, PostgreSQL, one instance on purpose',
      { ...production, SINGLE_INSTANCE: 'true' },
      true,
    ],
    [
      'production, PGlite (one process)',
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://p.example.com' },
      true,
    ],
    ['development, PostgreSQL, local disk', { DATABASE_URL: 'postgres://pb@db/pb' }, true],
    ['production, PostgreSQL, local disk', production, false],
    ['production, PostgreSQL, half the S3 settings', { ...production, S3_BUCKET: 'pb' }, false],
    [
      'production, PostgreSQL, SINGLE_INSTANCE=false',
      { ...production, SINGLE_INSTANCE: 'false' },
      false,
    ],
  ])('%s → starts: %s', (_name, source, starts) => {
    if (starts) expect(() => parseEnv(source)).not.toThrow();
    else
      expect(() => parseEnv(source)).toThrow(
        'S3_BUCKET: object storage (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) is required in production on PostgreSQL, or SINGLE_INSTANCE=true',
      );
  });
});
