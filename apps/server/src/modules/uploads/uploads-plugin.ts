import fp from 'fastify-plugin';
import { UPLOAD_MESSAGES } from '@pb/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { sweepOrphanUploads, type UploadDeps } from './uploads.service';

export interface UploadsOptions {
  perMinute: number;
  quotaBytes: number;
  graceMs: number;
  /** 0 = no periodic sweep (tests call sweepOrphanUploads themselves). */
  sweepIntervalMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: {
      deps: () => UploadDeps;
      /** 429 when the signed-in user has uploaded too many files this minute. */
      limitRate: (request: FastifyRequest) => Promise<void>;
    };
  }
}

/**
 * What every upload route shares: the per-user upload rate (all kinds together), the quota, and
 * the periodic sweep of orphan uploads while the server runs.
 */
export default fp(
  async function uploads(app: FastifyInstance, opts: UploadsOptions) {
    const limiter = app.createRateLimit({
      max: opts.perMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `uploads:${request.user?.id ?? request.ip}`,
    });
    app.decorate('uploads', {
      deps: () => ({
        db: app.db,
        storage: app.integrations.fileStorage,
        quotaBytes: opts.quotaBytes,
      }),
      limitRate: async (request: FastifyRequest) => {
        const limit = await limiter(request);
        if (!limit.isAllowed && limit.isExceeded)
          throw new AppError('RATE_LIMITED', UPLOAD_MESSAGES.tooManyUploads);
      },
    });

    // Once per interval across all instances (a periodic job of the queue, decision 0047).
    if (opts.sweepIntervalMs > 0)
      app.jobs.every('upload-sweep', opts.sweepIntervalMs, async () => {
        const keys = await sweepOrphanUploads(
          { db: app.db, storage: app.integrations.fileStorage, log: app.log },
          { graceMs: opts.graceMs },
        );
        if (keys.length > 0) app.log.info({ count: keys.length }, 'orphan uploads removed');
      });
  },
  { name: 'uploads', dependencies: ['access-control', 'security', 'jobs'] },
);
