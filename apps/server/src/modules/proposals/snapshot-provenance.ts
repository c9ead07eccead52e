import { eq } from 'drizzle-orm';
import {
  PROPOSAL_MESSAGES as M,
  type FinanceOption,
  type IncentiveEntry,
  type Panel,
  type ProposalRecordDetails,
} from '@pb/core';
import type { Db } from '../../db/client';
import { customerDetails, proposals } from '../../db/schema/index';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import {
  findFinanceOptionRow,
  toFinanceOption,
} from '../catalogue/finance-options/finance-options.repository';
import { findPanelRow, toPanel } from '../catalogue/panels/panels.repository';

/** JSON with sorted keys, so two snapshots compare by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const withoutVersion = <T extends { version: number }>({ version: _v, ...rest }: T) => rest;

/**
 * The finance option and the panel set the price (APR, fee, EPC bounds, loan cap; watts), so a
 * save may only carry ones the company really offers or offered: the live catalogue item with
 * that id, the customer's details' copy, or a copy already on one of the customer's proposals
 * (older proposals and their Save As New copies keep the terms they were sold with). Anything
 * else answers 422 'invalid finance Option' / 'invalid Panel Selection'.
 */
export async function assertKnownSnapshots(
  db: Db,
  stored: StoredSnapshots,
  details: Pick<ProposalRecordDetails, 'financeOption' | 'panel'>,
): Promise<void> {
  const { financeOption, panel } = details;
  if (!financeOption && !panel) return;
  // One after another: `db` may be a transaction (the seed), whose connection takes one query
  // at a time.
  const liveOption =
    financeOption && isUuid(financeOption.id)
      ? await findFinanceOptionRow(db, financeOption.id)
      : undefined;
  const livePanel = panel && isUuid(panel.id) ? await findPanelRow(db, panel.id) : undefined;
  const { saved, copies } = stored;
  const known = {
    options: new Set<string>(),
    panels: new Set<string>(),
  };
  const addOption = (o: FinanceOption | null | undefined) => o && known.options.add(canonical(o));
  const addPanel = (p: Panel | null | undefined) => p && known.panels.add(canonical(p));
  if (liveOption) addOption(withoutVersion(toFinanceOption(liveOption)));
  if (livePanel) addPanel(withoutVersion(toPanel(livePanel)));
  for (const s of saved) {
    addOption(s.financeOption);
    addPanel(s.panel);
  }
  for (const c of copies) {
    addOption(c.details.financeOption);
    addPanel(c.details.panel);
  }
  const refuse = (message: string, path: string) =>
    new AppError('UNPROCESSABLE', message, [{ path, message }]);
  if (financeOption && !known.options.has(canonical(financeOption))) {
    throw refuse(M.invalidFinanceOption, 'body.details.financeOption');
  }
  if (panel && !known.panels.has(canonical(panel)))
    throw refuse(M.invalidPanelSelection, 'body.details.panel');
}

/** What the customer's details and proposals already store (one read serves every check of a save). */
export interface StoredSnapshots {
  saved: Pick<
    typeof customerDetails.$inferSelect,
    'financeOption' | 'panel' | 'incentives' | 'powerCompany'
  >[];
  copies: { details: ProposalRecordDetails }[];
}

export async function loadStoredSnapshots(db: Db, customerId: string): Promise<StoredSnapshots> {
  // One after another: `db` may be a transaction (the seed).
  const saved = await db
    .select({
      financeOption: customerDetails.financeOption,
      panel: customerDetails.panel,
      incentives: customerDetails.incentives,
      powerCompany: customerDetails.powerCompany,
    })
    .from(customerDetails)
    .where(eq(customerDetails.customerId, customerId));
  const copies = await db
    .select({ details: proposals.details })
    .from(proposals)
    .where(eq(proposals.customerId, customerId));
  return { saved, copies };
}

/**
 * Incentive entries already stored for the customer (their details and every proposal): a
 * Custom incentive or a since-deleted catalogue incentive found here may be saved again unchanged.
 */
export const knownIncentivesIn = ({ saved, copies }: StoredSnapshots): IncentiveEntry[] => [
  ...saved.flatMap((s) => s.incentives),
  ...copies.flatMap((c) => c.details.incentives),
];

export async function knownIncentiveEntries(db: Db, customerId: string): Promise<IncentiveEntry[]> {
  return knownIncentivesIn(await loadStoredSnapshots(db, customerId));
}
