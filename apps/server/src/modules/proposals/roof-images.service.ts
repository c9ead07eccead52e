import { randomUUID } from 'node:crypto';
import { fileUrl, PROPOSAL_MESSAGES as M, type UploadRoofImageResponse } from '@pb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { AuthUser } from '../../plugins/access-control';
import { assertCanSee } from './proposal-rules';
import {
  clearRoofImage,
  findProposalRow,
  isRoofImageStillUsed,
  toProposalRecord,
} from './proposals.repository';

/** The image type a file's first bytes announce (PNG or JPEG), or null for anything else. */
export function sniffImage(bytes: Buffer): { ext: 'png' | 'jpg'; contentType: string } | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b))
    return { ext: 'png', contentType: 'image/png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { ext: 'jpg', contentType: 'image/jpeg' };
  }
  return null;
}

/**
 * Stores an uploaded roof image under roof-images/<uuid>.<ext>. The type is judged by the
 * content (magic bytes), never by the file name: anything but PNG/JPEG answers 400 'Unable to
 * upload. File was not an image. (.jpg, .jpeg, .png)'.
 */
export async function storeRoofImage(
  storage: FileStorage,
  bytes: Buffer,
): Promise<UploadRoofImageResponse> {
  const image = sniffImage(bytes);
  if (!image) throw badRequest(M.notAnImage, [{ path: 'file', message: M.notAnImage }]);
  const path = `roof-images/${randomUUID()}.${image.ext}`;
  try {
    await storage.put(path, bytes, image.contentType);
  } catch (err) {
    throw new AppError('UPSTREAM_FAILED', M.unableToUpload, [
      { path: 'file', message: String(err) },
    ]);
  }
  return { path, url: fileUrl(path) };
}

export interface RoofImageDeps {
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * DELETE /api/Proposals/{id}/roof-image: clears the proposal's roof image (and the drawing made
 * on it) and removes the stored file unless a copy of the proposal or the customer's details
 * still shows it. A storage failure leaves an orphan file and is only logged.
 */
export async function deleteRoofImage(db: Db, deps: RoofImageDeps, user: AuthUser, id: string) {
  const row = await findProposalRow(db, id);
  if (!row) throw notFound(M.proposalNotFound);
  assertCanSee(user, row);
  if (!row.roofImagePath) return toProposalRecord(row);
  const cleared = await clearRoofImage(db, id);
  if (!cleared) throw notFound(M.proposalNotFound);
  if (!(await isRoofImageStillUsed(db, row.roofImagePath, id))) {
    try {
      await deps.storage.delete(row.roofImagePath);
    } catch (err) {
      deps.log.warn({ err, path: row.roofImagePath }, 'roof image file could not be deleted');
    }
  }
  return toProposalRecord(cleared);
}
