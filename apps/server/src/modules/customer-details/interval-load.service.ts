import {
  GreenButtonError,
  meteredMonthlyKwh,
  parseGreenButtonCsv,
  parseGreenButtonXml,
  type IntervalLoad,
  type IntervalLoadSummary,
  type SaveIntervalLoadInput,
} from '@pb/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerIntervalLoads } from '../../db/schema';
import { AppError } from '../../errors';
import { requireReachableCustomer, type CustomerReader } from '../customers/customer-access';
import type { LeadLookupDeps } from '../leads/lead-baseline';
import type { ProductionDeps } from '../proposals/proposal-production';
import { repriceHourlyProposals, repricingContexts } from '../proposals/reprice-hourly-proposals';

/** XML when the text starts with `<` (after a BOM and blanks), else the Download-My-Data CSV. */
export function parseIntervalFile(text: string): IntervalLoad {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  return body.startsWith('<') ? parseGreenButtonXml(body) : parseGreenButtonCsv(body);
}

const summaryColumns = {
  fileName: customerIntervalLoads.fileName,
  periodStart: customerIntervalLoads.periodStart,
  periodEnd: customerIntervalLoads.periodEnd,
  annualKwh: customerIntervalLoads.annualKwh,
  hourlyKwh: customerIntervalLoads.hourlyKwh,
};

/** The stored year as the API shows it: its months summed, the hours kept on the server. */
const toSummary = ({
  hourlyKwh,
  ...row
}: {
  fileName: string;
  periodStart: string;
  periodEnd: string;
  annualKwh: number;
  hourlyKwh: number[];
}): IntervalLoadSummary => ({ ...row, monthlyKwh: meteredMonthlyKwh(hourlyKwh) });

export async function getIntervalLoad(
  db: Db,
  user: CustomerReader,
  customerId: string,
): Promise<IntervalLoadSummary | null> {
  await requireReachableCustomer(db, user, customerId);
  const [row] = await db
    .select(summaryColumns)
    .from(customerIntervalLoads)
    .where(eq(customerIntervalLoads.customerId, customerId));
  return row ? toSummary(row) : null;
}

/** What a change of the metered load needs to re-price the customer's hourly proposals. */
export type RepricingDeps = LeadLookupDeps & ProductionDeps;

/**
 * Parses the file (422 with the parser's sentence, nothing stored) and replaces the stored year;
 * in the same transaction the customer's unsigned proposals on hourly plans are re-priced on it
 * (`repriceHourlyProposals`, decision 0066), so two uploads at once apply one after the other.
 */
export async function saveIntervalLoad(
  db: Db,
  deps: RepricingDeps,
  user: CustomerReader,
  customerId: string,
  sent: SaveIntervalLoadInput,
): Promise<IntervalLoadSummary> {
  await requireReachableCustomer(db, user, customerId);
  let parsed: IntervalLoad;
  try {
    parsed = parseIntervalFile(sent.text);
  } catch (error) {
    if (error instanceof GreenButtonError) {
      throw new AppError('UNPROCESSABLE', error.message, [
        { path: 'text', message: error.message },
      ]);
    }
    throw error;
  }
  const hourlyKwh = Array.from(parsed.kwh);
  const annualKwh = Math.round(hourlyKwh.reduce((a, b) => a + b, 0) * 100) / 100;
  const values = {
    customerId,
    fileName: sent.fileName,
    periodStart: parsed.from,
    periodEnd: parsed.to,
    annualKwh,
    hourlyKwh,
    uploadedBy: user.id,
    uploadedAt: new Date(),
  };
  const contexts = await repricingContexts(db, deps, customerId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customerIntervalLoads)
      .values(values)
      .onConflictDoUpdate({ target: customerIntervalLoads.customerId, set: values })
      .returning(summaryColumns);
    await repriceHourlyProposals(tx, deps, customerId, contexts);
    return toSummary(row!);
  });
}

/** Removes the year; the hourly proposals go back to the modelled load (re-priced as on upload). */
export async function deleteIntervalLoad(
  db: Db,
  deps: RepricingDeps,
  user: CustomerReader,
  customerId: string,
): Promise<void> {
  await requireReachableCustomer(db, user, customerId);
  const contexts = await repricingContexts(db, deps, customerId);
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(customerIntervalLoads)
      .where(eq(customerIntervalLoads.customerId, customerId))
      .returning({ id: customerIntervalLoads.customerId });
    if (gone.length > 0) await repriceHourlyProposals(tx, deps, customerId, contexts);
  });
}
