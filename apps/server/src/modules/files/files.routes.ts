import { PROPOSAL_MESSAGES as M } from '@pb/core';
import { z } from 'zod';
import type { App } from '../../app-types';
import { notFound } from '../../errors';
import { isSafeKey } from '../../integrations/storage/file-storage';
import { assertFileReachable } from './file-access';

/**
 * GET /api/files/{key}: a stored file (roof images, chat images) for a signed-in user who reaches
 * it (file-access.ts). Clients fetch it with their bearer token (e.g. into an object URL); keys
 * are unguessable uuids, and a file out of reach answers 404 like a missing one.
 */
export async function filesRoutes(app: App) {
  app.get('/api/files/*', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['files'],
      summary: 'Download a stored file',
      params: z.object({ '*': z.string() }),
    },
    handler: async (req, reply) => {
      const key = req.params['*'];
      if (!isSafeKey(key)) throw notFound(M.fileNotFound);
      await assertFileReachable(app.db, req.user!, key);
      const file = await app.integrations.fileStorage.get(key);
      if (!file) throw notFound(M.fileNotFound);
      return (
        reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, max-age=86400, immutable')
          // Served as a download-safe attachment name; browsers still show images inline.
          .header('content-disposition', `inline; filename="${key.split('/').pop()}"`)
          .send(file.bytes)
      );
    },
  });
}
