import path from 'node:path';
import { z } from 'zod';
import {
  PGLITE_SHARED_BUFFERS_DEFAULT,
  PGLITE_SHARED_BUFFERS_MAX_KB,
  PGLITE_SHARED_BUFFERS_MIN_KB,
  sizeInKb,
} from '../db/pglite-settings';
import { repoRoot } from './paths';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/**
 * Every setting the server reads, parsed once at start-up; a bad value stops the process
 * with a message naming the variable. Nothing else reads process.env.
 */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Unset: 127.0.0.1 while demo sign-in is on (nobody else may become a passwordless admin), else 0.0.0.0. */
    HOST: optionalString,
    /** Proxies whose X-Forwarded-For is believed: `true`, a hop count, or comma-separated addresses/CIDRs. */
    TRUST_PROXY: optionalString,
    /** The API documentation at /api/docs: `auto` = on outside production. */
    API_DOCS: z.enum(['auto', 'on', 'off']).default('auto'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    DATABASE_URL: optionalString,
    /** PostgreSQL connections per instance (the pool; LISTEN uses one more). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** PGlite's shared_buffers (its page cache inside the server's memory), e.g. `32MB`. */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .refine(
        (v) => {
          const kb = sizeInKb(v);
          return (
            kb !== undefined &&
            kb >= PGLITE_SHARED_BUFFERS_MIN_KB &&
            kb <= PGLITE_SHARED_BUFFERS_MAX_KB
          );
        },
        {
          message:
            'PGLITE_SHARED_BUFFERS must be a size from 128kB to 1GB such as 32MB (a number, then kB, MB or GB)',
        },
      )
      .default(PGLITE_SHARED_BUFFERS_DEFAULT),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    /**
     * The address people reach the app at (scheme, host, optional path), e.g.
     * https://proposals.example.com: every link that leaves the app is built on it. Required in
     * production; elsewhere the default is the address the server listens on.
     */
    PUBLIC_URL: optionalString.refine(
      (v) => v === undefined || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(v),
      {
        message: 'PUBLIC_URL must be an http(s) address such as https://proposals.example.com',
      },
    ),
    CORS_ORIGIN: optionalString,
    JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'JWT_SECRET must be at least 32 characters',
    }),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
    /** Sign-in and refresh attempts per minute for one account (or one refresh-token family). */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Sign-in and refresh attempts per minute from one client address (an office shares one). */
    AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Where rate-limit counters live: `auto` = the database with DATABASE_URL (shared), else memory. */
    RATE_LIMIT_STORE: z.enum(['auto', 'memory', 'database']).default('auto'),
    /** Writes (POST, PUT, PATCH, DELETE) per minute for one signed-in user. */
    WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(240),
    /**
     * Production and price estimates (computed, nothing saved) per minute for one signed-in user;
     * the builder asks for one after each edit, so they have their own limit, not the writes'.
     */
    ESTIMATE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Image uploads (roof and chat images together) per minute for one signed-in user. */
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Megabytes of stored uploads one user may hold in all. */
    UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
    /** Hours an upload nothing shows (no proposal, details or message) is kept before removal. */
    UPLOAD_ORPHAN_GRACE_HOURS: z.coerce.number().positive().default(24),
    /** Minutes between two sweeps of orphan uploads; 0 = no sweep. */
    UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce.number().min(0).default(60),
    DEMO_SIGN_IN: z.enum(['auto', 'off']).default('auto'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    FACEBOOK_APP_ID: optionalString,
    FACEBOOK_APP_SECRET: optionalString,
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
    FACEBOOK_API_VERSION: z.string().default('v25.0'),
    APP_SWITCHER_HOME_URL: z.string().default('/'),
    APP_SWITCHER_CRM_URL: z.string().default('https://crm.example.com'),
    APP_SWITCHER_REPORTS_URL: z.string().default('https://reports.example.com'),
    APP_SWITCHER_SITE_SURVEY_URL: z.string().default('https://survey.example.com'),
    TRAINING_VIDEO_URL: z
      .string()
      .default('https://www.youtube.com/results?search_query=solar+proposal+training'),
    GOOGLE_MAPS_API_KEY: optionalString,
    GOOGLE_MAPS_BASE_URL: z.url().default('https://maps.googleapis.com'),
    NREL_API_KEY: optionalString,
    PVWATTS_BASE_URL: z.url().default('https://developer.nlr.gov'),
    WEATHER_DIR: optionalString,
    /** The weather pack file (default: the bundled TMY3 pack); 'off' disables it. */
    WEATHER_PACK: optionalString,
    PANDADOC_API_KEY: optionalString,
    PANDADOC_BASE_URL: z.url().default('https://api.pandadoc.com/public/v1'),
    LEADS_API_URL: optionalString,
    LEADS_API_TOKEN: optionalString,
    /**
     * With LEADS_API_URL: how often the sales system's leads are copied into ours; 0 = never.
     * At most a day (Node's timers cannot wait longer than ~24.8 days).
     */
    LEADS_MIRROR_MINUTES: z.coerce.number().min(0).max(1440).default(15),
    LENDER_API_URL: optionalString,
    LENDER_API_KEY: optionalString,
    CRM_API_URL: optionalString,
    CRM_API_TOKEN: optionalString,
    SITE_SURVEY_API_URL: optionalString,
    SITE_SURVEY_API_TOKEN: optionalString,
    OUTSIDE_API_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    OUTSIDE_API_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
    SMTP_HOST: optionalString,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: z.enum(['true', 'false']).default('false'),
    SMTP_USER: optionalString,
    SMTP_PASSWORD: optionalString,
    SMTP_FROM: z.string().default('Proposal Builder <no-reply@example.com>'),
    CUSTOMER_PORTAL_URL: z.string().default('https://portal.example.com'),
    S3_ENDPOINT: optionalString,
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Production on PostgreSQL keeps files on local disk only when this says one instance. */
    SINGLE_INSTANCE: z.enum(['true', 'false']).default('false'),
    SMS_API_URL: optionalString,
    SMS_API_TOKEN: optionalString,
    SMS_FROM: z.string().default('ProposalBuilder'),
    REALTIME_TICKET_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /** On SIGTERM: how long readiness reads false while requests are still served (decision 0049). */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** The job queue (decision 0047): how often each instance looks for due jobs, in ms. */
    JOBS_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    /** Seconds a claimed job is held; a job still unfinished after it (a crash) runs again. */
    JOBS_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
    /** The first wait after a failed delivery, in ms; it doubles with every attempt. */
    JOBS_BACKOFF_BASE_MS: z.coerce.number().int().min(10).default(5_000),
    /** The longest wait between two attempts, in ms. */
    JOBS_BACKOFF_MAX_MS: z.coerce.number().int().min(10).default(900_000),
    /** Attempts before a delivery is dead (shown in the Outbox with Retry). */
    JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
    /** Fault tests only: the crash point (lib/fault-point.ts) where the process kills itself. */
    FAULT_KILL_AT: z
      .enum([
        'job-claimed',
        'job-sent',
        'agreement-document-created',
        'agreement-email-queued',
        'agreement-document-sent',
        'crm-record-created',
      ])
      .optional(),
    CHAT_NOTIFICATION_DEBOUNCE_MS: z.coerce.number().int().min(0).default(30_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is required in production',
      });
    }
    // Several instances share one PostgreSQL; a file one of them wrote to its own disk would be
    // missing on the others (decision 0049). PGlite is one process, so its disk is enough.
    if (
      env.NODE_ENV === 'production' &&
      env.DATABASE_URL &&
      !hasObjectStorage(env) &&
      env.SINGLE_INSTANCE !== 'true'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          "object storage (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) is required in production on PostgreSQL, or SINGLE_INSTANCE=true to keep files on this server's disk",
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'PUBLIC_URL is required in production (the address customers open links at, e.g. https://proposals.example.com)',
      });
    }
    if (env.NODE_ENV === 'production' && env.FAULT_KILL_AT) {
      ctx.addIssue({
        code: 'custom',
        path: ['FAULT_KILL_AT'],
        message: 'FAULT_KILL_AT is for fault tests and cannot be set in production',
      });
    }
    if (env.FACEBOOK_APP_ID && !env.FACEBOOK_APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['FACEBOOK_APP_SECRET'],
        message: 'FACEBOOK_APP_SECRET is required with FACEBOOK_APP_ID',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** Files go to the S3-compatible store when all four of its settings are given. */
export function hasObjectStorage(
  env: Pick<Env, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
): boolean {
  return Boolean(
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY,
  );
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Demo sign-in exists only when no provider is configured and never in production. */
export function isDemoSignInEnabled(env: Env): boolean {
  return (
    env.DEMO_SIGN_IN === 'auto' &&
    env.NODE_ENV !== 'production' &&
    !env.GOOGLE_CLIENT_ID &&
    !env.FACEBOOK_APP_ID
  );
}

/** The address to listen on: HOST, else loopback only while demo sign-in is on. */
export function listenHost(env: Env): string {
  return env.HOST ?? (isDemoSignInEnabled(env) ? '127.0.0.1' : '0.0.0.0');
}

/** Fastify's trustProxy from TRUST_PROXY (unset: no proxy is trusted). */
export function trustProxy(
  env: Env,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  const v = env.TRUST_PROXY;
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v.split(',').map((s) => s.trim());
}

/** Whether /api/docs is served: on outside production unless turned off. */
export function apiDocsEnabled(env: Env): boolean {
  return env.API_DOCS === 'on' || (env.API_DOCS === 'auto' && env.NODE_ENV !== 'production');
}

/** The rate limiter's store: the database (shared by every instance) or this process's memory. */
export function rateLimitStoreKind(env: Env): 'database' | 'memory' {
  if (env.RATE_LIMIT_STORE !== 'auto') return env.RATE_LIMIT_STORE;
  return env.DATABASE_URL ? 'database' : 'memory';
}
