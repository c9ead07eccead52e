import multipart from '@fastify/multipart';
import {
  ApiErrorSchema,
  fileUrl,
  MAX_ROOF_IMAGE_BYTES,
  ProposalIdParamsSchema,
  ProposalRecordSchema,
  PROPOSAL_MESSAGES as M,
  UploadRoofImageResponseSchema,
} from '@pb/core';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { AppError, badRequest } from '../../errors';
import { currentUser } from '../../lib/current-user';
import { storeImageUpload } from '../uploads/uploads.service';
import { deleteRoofImage } from './roof-images.service';

const signedIn = { access: 'authenticated' } as const;

/** The uploaded `file` part's bytes; 400 when none was sent or it is over 1 MB. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  try {
    const file = await req.file({ limits: { fileSize: MAX_ROOF_IMAGE_BYTES, files: 1 } });
    if (!file) throw badRequest(M.noFileSent);
    return await file.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(M.imageTooLarge, [{ path: 'file', message: M.imageTooLarge }]);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(M.noFileSent);
    // A malformed body (no boundary, a cut-off part) is the client's: 400, not 500.
    if (!(err instanceof AppError)) throw badRequest(M.noFileSent);
    throw err;
  }
}

/** Roof images (spec 3 §5 Roof image): upload (multipart `file`) and removal. */
export async function roofImagesRoutes(app: App) {
  await app.register(multipart, {
    limits: { fileSize: MAX_ROOF_IMAGE_BYTES, files: 1, fields: 5 },
  });

  app.post('/api/Proposals/UploadRoofImage', {
    config: signedIn,
    schema: {
      tags: ['proposals'],
      summary:
        'Upload a roof image (multipart field `file`; PNG or JPEG by content, at most 1 MB, 8000 × 8000 px and 40 MP; stored re-encoded without metadata)',
      consumes: ['multipart/form-data'],
      response: {
        200: UploadRoofImageResponseSchema,
        400: ApiErrorSchema,
        422: ApiErrorSchema,
        429: ApiErrorSchema,
        502: ApiErrorSchema,
      },
    },
    preHandler: (req) => app.uploads.limitRate(req),
    handler: async (req) => {
      const { path } = await storeImageUpload(app.uploads.deps(), {
        ownerId: currentUser(req).id,
        kind: 'roof-image',
        bytes: await readUpload(req),
        messages: { notAnImage: M.notAnImage, unableToUpload: M.unableToUpload },
      });
      return { path, url: fileUrl(path) };
    },
  });

  app.delete('/api/Proposals/:id/roof-image', {
    config: signedIn,
    schema: {
      tags: ['proposals'],
      summary: "Remove the proposal's roof image (answers the proposal with its new version)",
      params: ProposalIdParamsSchema,
      response: { 200: ProposalRecordSchema, 404: ApiErrorSchema },
    },
    handler: (req) =>
      deleteRoofImage(
        app.db,
        { storage: app.integrations.fileStorage, log: req.log },
        currentUser(req),
        req.params.id,
      ),
  });
}
