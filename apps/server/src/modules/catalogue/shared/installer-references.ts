import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { installers } from '../../../db/schema/index';
import { badRequest } from '../../../errors';

/**
 * Installer ids on a panel or finance option must name live installers. Ids the item already
 * holds stay allowed even when that installer was deleted since (its history stays intact).
 */
export async function checkInstallerIds(
  db: Db,
  ids: readonly string[],
  held: readonly string[] = [],
): Promise<void> {
  const fresh = ids.filter((id) => !held.includes(id));
  if (fresh.length === 0) return;
  const rows = await db
    .select({ id: installers.id })
    .from(installers)
    .where(and(inArray(installers.id, fresh), isNull(installers.deletedAt)));
  const found = new Set(rows.map((r) => r.id));
  const issues = ids
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => fresh.includes(id) && !found.has(id))
    .map(({ id, index }) => ({
      path: `body.installerIds.${index}`,
      message: `No installer with id ${id}`,
    }));
  if (issues.length > 0)
    throw badRequest(`Unknown installer. ${issues.map((i) => i.message).join('; ')}`, issues);
}
