import {
  GreenButtonError,
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
};

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
  return row ?? null;
}

/** Parses the file (422 with the parser's sentence, nothing stored) and replaces the stored year. */
export async function saveIntervalLoad(
  db: Db,
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
  const [row] = await db
    .insert(customerIntervalLoads)
    .values(values)
    .onConflictDoUpdate({ target: customerIntervalLoads.customerId, set: values })
    .returning(summaryColumns);
  return row!;
}

export async function deleteIntervalLoad(
  db: Db,
  user: CustomerReader,
  customerId: string,
): Promise<void> {
  await requireReachableCustomer(db, user, customerId);
  await db.delete(customerIntervalLoads).where(eq(customerIntervalLoads.customerId, customerId));
}

/** The stored 8760 hours of the customer's metered load; null when none was uploaded. */
export async function meteredLoadOf(db: Db, customerId: string): Promise<Float64Array | null> {
  const [row] = await db
    .select({ kwh: customerIntervalLoads.hourlyKwh })
    .from(customerIntervalLoads)
    .where(eq(customerIntervalLoads.customerId, customerId));
  return row ? Float64Array.from(row.kwh) : null;
}
