import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, users } from '../../db/schema/index';

export type UploadKind = (typeof uploads.$inferInsert)['kind'];

/**
 * Records an upload if it fits the owner's quota: the owner's row is locked for the
 * transaction, so two uploads at once cannot both slip under the quota. False when the bytes
 * already stored plus these would exceed `quotaBytes`.
 */
export async function reserveUpload(
  db: Db,
  upload: { key: string; ownerId: string; kind: UploadKind; bytes: number },
  quotaBytes: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.ownerId)).for('update');
    const [used] = await tx
      .select({ bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
      .from(uploads)
      .where(eq(uploads.ownerId, upload.ownerId));
    if (Number(used?.bytes ?? 0) + upload.bytes > quotaBytes) return false;
    await tx.insert(uploads).values(upload);
    return true;
  });
}

/** Bytes an owner's uploads hold on the storage. */
export async function usedUploadBytes(db: Db, ownerId: string): Promise<number> {
  const [used] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return Number(used?.bytes ?? 0);
}

export async function deleteUploadRow(db: Db, key: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.key, key));
}

/** Nothing shows the upload: no proposal, no customer's details, no chat message. */
const isUnattached = sql`not exists (select 1 from proposals p where p.roof_image_path = uploads.key)
  and not exists (select 1 from customer_details d where d.roof_image_path = uploads.key)
  and not exists (select 1 from chat_messages m where m.image_path = uploads.key)`;

/**
 * Deletes the rows of up to `limit` uploads made before `cutoff` that nothing shows, and answers
 * their keys (the caller removes the files). The reference check and the delete are one
 * statement, so an upload attached by then is kept.
 */
export async function deleteOrphanUploadRows(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const candidates = db
    .select({ key: uploads.key })
    .from(uploads)
    .where(lt(uploads.createdAt, cutoff))
    .orderBy(uploads.createdAt)
    .limit(limit);
  const rows = await db
    .delete(uploads)
    .where(and(inArray(uploads.key, candidates), isUnattached))
    .returning({ key: uploads.key });
  return rows.map((r) => r.key);
}
