import { PROPOSAL_MESSAGES as M } from '@pb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { AuthUser } from '../../plugins/access-control';
import { deleteUploadRow } from '../uploads/uploads.repository';
import { requireVisible } from './proposals.service';
import { clearRoofImage, isRoofImageStillUsed, toProposalRecord } from './proposals.repository';

export interface RoofImageDeps {
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * DELETE /api/Proposals/{id}/roof-image: clears the proposal's roof image (and the drawing made
 * on it) and removes the stored file unless a copy of the proposal or the customer's details
 * still shows it (its upload then stops counting against the quota). A storage failure leaves
 * an orphan file and is only logged.
 */
export async function deleteRoofImage(db: Db, deps: RoofImageDeps, user: AuthUser, id: string) {
  const row = await requireVisible(db, user, id);
  if (!row.roofImagePath) return toProposalRecord(row);
  const cleared = await clearRoofImage(db, id);
  if (!cleared) throw notFound(M.proposalNotFound);
  if (!(await isRoofImageStillUsed(db, row.roofImagePath, id))) {
    try {
      await deps.storage.delete(row.roofImagePath);
      await deleteUploadRow(db, row.roofImagePath);
    } catch (err) {
      deps.log.warn({ err, path: row.roofImagePath }, 'roof image file could not be deleted');
    }
  }
  return toProposalRecord(cleared);
}
