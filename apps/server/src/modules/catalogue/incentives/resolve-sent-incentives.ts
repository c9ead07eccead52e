import {
  FEDERAL_TAX_CREDIT,
  hasCapability,
  resolveIncentives,
  type Capability,
  type IncentiveEntry,
} from '@pb/core';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { listIncentiveRows, toIncentive } from './incentives.repository';

/**
 * The incentives a save may store, resolved from the catalogue by id (core `resolveIncentives`):
 * only the rep-editable values are read from the client. A Custom incentive without
 * PB_MANAGE_ADMIN_ITEMS answers 403; an unknown id, a value out of range or a duplicate 400.
 * A save without a Federal incentive gets one in front (spec 3 §5: "A Federal incentive is added
 * automatically if none exists"): the catalogue's Federal % of Total Cost credit, else the
 * built-in Federal Tax Credit.
 */
export async function resolveSentIncentives(
  db: Db,
  capabilities: readonly Capability[],
  sent: readonly IncentiveEntry[],
  previous: readonly IncentiveEntry[],
  path: string,
): Promise<IncentiveEntry[]> {
  const catalogue = (await listIncentiveRows(db)).map((row) => {
    const { version: _version, ...incentive } = toIncentive(row);
    return incentive;
  });
  const resolved = resolveIncentives({
    sent,
    catalogue,
    previous,
    canAddCustom: hasCapability(capabilities, 'PB_MANAGE_ADMIN_ITEMS'),
  });
  if (resolved.ok) {
    if (resolved.entries.some((e) => e.incentive.scope === 'Federal')) return resolved.entries;
    const federal =
      catalogue.find((i) => i.scope === 'Federal' && i.type === '% of Total Cost') ??
      FEDERAL_TAX_CREDIT;
    return [{ incentive: federal, deduction: 0 }, ...resolved.entries];
  }
  const issues = resolved.issues.map((i) => ({ path: `${path}.${i.index}`, message: i.message }));
  const code = resolved.issues.some((i) => i.reason === 'forbidden') ? 'FORBIDDEN' : 'BAD_REQUEST';
  throw new AppError(code, issues[0]!.message, issues);
}
