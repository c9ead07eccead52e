import { randomUUID } from 'node:crypto';
import { UPLOAD_MESSAGES } from '@pb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { cleanImage } from './clean-image';
import {
  deleteOrphanUploadRows,
  deleteUploadRow,
  reserveUpload,
  type UploadKind,
} from './uploads.repository';

export interface UploadDeps {
  db: Db;
  storage: FileStorage;
  /** Bytes one user's uploads may hold in all (UPLOAD_QUOTA_MB). */
  quotaBytes: number;
}

/** Where each kind of upload is stored. */
const KINDS: Record<UploadKind, { folder: string }> = {
  'roof-image': { folder: 'roof-images' },
  'chat-image': { folder: 'chat' },
};

/**
 * Stores an uploaded image for `ownerId`: decoded and re-encoded (clean-image.ts), counted
 * against the owner's quota, then written to the storage under <folder>/<uuid>.<png|jpg>.
 * 400 `notAnImage` for anything but a PNG/JPEG that decodes, 400 when it has too many pixels,
 * 422 when the quota would be exceeded, 502 when the storage fails.
 */
export async function storeImageUpload(
  deps: UploadDeps,
  upload: {
    ownerId: string;
    kind: UploadKind;
    bytes: Buffer;
    /** The screen's words for "not an image" and "the storage failed". */
    messages: { notAnImage: string; unableToUpload: string };
  },
): Promise<{ path: string }> {
  const image = await cleanImage(upload.bytes);
  if (image === 'not-an-image')
    throw badRequest(upload.messages.notAnImage, [
      { path: 'file', message: upload.messages.notAnImage },
    ]);
  if (image === 'too-many-pixels') {
    const message = UPLOAD_MESSAGES.imageTooManyPixels;
    throw badRequest(message, [{ path: 'file', message }]);
  }
  const key = `${KINDS[upload.kind].folder}/${randomUUID()}.${image.ext}`;
  const row = { key, ownerId: upload.ownerId, kind: upload.kind, bytes: image.bytes.length };
  if (!(await reserveUpload(deps.db, row, deps.quotaBytes))) {
    const message = UPLOAD_MESSAGES.quotaExceeded(
      Number((deps.quotaBytes / (1024 * 1024)).toFixed(2)),
    );
    throw new AppError('UNPROCESSABLE', message, [{ path: 'file', message }]);
  }
  try {
    await deps.storage.put(key, image.bytes, image.contentType);
  } catch (err) {
    await deleteUploadRow(deps.db, key);
    throw new AppError('UPSTREAM_FAILED', upload.messages.unableToUpload, [
      { path: 'file', message: String(err) },
    ]);
  }
  return { path: key };
}

/**
 * Removes uploads nothing shows (no proposal, customer details or chat message) that are older
 * than `graceMs`: rows first (atomically re-checked), then their files. A file that cannot be
 * deleted is logged and left. Answers the keys removed. Tests call it directly; the server runs
 * it periodically (upload-sweeper.ts).
 */
export async function sweepOrphanUploads(
  deps: Pick<UploadDeps, 'db' | 'storage'> & { log: Pick<FastifyBaseLogger, 'warn'> },
  options: { graceMs: number; now?: Date; batch?: number },
): Promise<string[]> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.graceMs);
  const keys = await deleteOrphanUploadRows(deps.db, cutoff, options.batch ?? 500);
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (err) {
      deps.log.warn({ err, key }, 'orphan upload file could not be deleted');
    }
  }
  return keys;
}
