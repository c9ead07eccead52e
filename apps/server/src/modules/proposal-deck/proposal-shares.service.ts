import { PROPOSAL_MESSAGES as M, type ProposalDeck, type ProposalShare } from '@pb/core';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { FileStorage, StoredFile } from '../../integrations/storage/file-storage';
import type { AuthUser } from '../../plugins/access-control';
import { fullName } from '../proposals/proposal-rules';
import { requireVisible } from '../proposals/proposals.service';
import { buildDeck } from './proposal-deck.service';
import {
  findLiveShareByToken,
  insertShareRow,
  listShareRows,
  revokeShareRow,
  type ProposalShareRow,
} from './proposal-shares.repository';

/** 32 random bytes = 256 bits, base64url (43 characters). */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** The public path of a share's frozen roof image. */
export const shareRoofImageUrl = (token: string) => `/api/public/shares/${token}/roof-image`;

const toShare = (r: ProposalShareRow): ProposalShare => ({
  id: r.id,
  proposalId: r.proposalId,
  token: r.token,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
  revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
});

/**
 * Share with customer: freezes the deck as it is now (figures, items, template, brand, prepared
 * date) and a copy of the roof image, under a fresh 256-bit token.
 */
export async function createShare(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  proposalId: string,
): Promise<ProposalShare> {
  const row = await requireVisible(db, user, proposalId);
  const token = newShareToken();
  const shareId = randomUUID();
  let roofImageKey = '';
  if (row.roofImagePath) {
    const image = await storage.get(row.roofImagePath);
    if (image) {
      const ext = row.roofImagePath.split('.').pop() ?? 'png';
      roofImageKey = `share-images/${shareId}.${ext}`;
      await storage.put(roofImageKey, image.bytes, image.contentType);
    }
  }
  const deck = await buildDeck(db, row, () => (roofImageKey ? shareRoofImageUrl(token) : ''));
  const snapshot: ProposalDeck = {
    ...deck,
    roofImageUrl: roofImageKey ? shareRoofImageUrl(token) : '',
    preparedAt: new Date().toISOString(),
  };
  const share = await insertShareRow(db, {
    id: shareId,
    proposalId,
    token,
    snapshot,
    roofImageKey,
    createdBy: fullName(user),
    createdByUserId: user.id,
  });
  return toShare(share);
}

export async function listShares(
  db: Db,
  user: AuthUser,
  proposalId: string,
): Promise<ProposalShare[]> {
  await requireVisible(db, user, proposalId);
  return (await listShareRows(db, proposalId)).map(toShare);
}

export async function revokeShare(
  db: Db,
  user: AuthUser,
  proposalId: string,
  shareId: string,
): Promise<ProposalShare> {
  await requireVisible(db, user, proposalId);
  const row = await revokeShareRow(db, proposalId, shareId);
  if (!row) throw notFound(M.shareNotFound);
  return toShare(row);
}

/** GET /api/public/shares/{token}: the frozen snapshot only; revoked or unknown → 404. */
export async function getSharedDeck(db: Db, token: string): Promise<ProposalDeck> {
  const row = await findLiveShareByToken(db, token);
  if (!row) throw notFound(M.proposalDoesNotExist);
  return row.snapshot;
}

export async function getSharedRoofImage(
  db: Db,
  storage: FileStorage,
  token: string,
): Promise<StoredFile> {
  const row = await findLiveShareByToken(db, token);
  const file = row?.roofImageKey ? await storage.get(row.roofImageKey) : null;
  if (!file) throw notFound(M.fileNotFound);
  return file;
}
