import {
  urdbRateProblem,
  type CreatePowerCompanyInput,
  type PowerCompanyRecord,
  type UpdatePowerCompanyInput,
} from '@pb/core';
import type { Db } from '../../../db/client';
import { AppError, notFound, staleVersion } from '../../../errors';
import { normalizePlans } from './normalize-plans';
import {
  findPowerCompanyRow,
  insertPowerCompanyRow,
  listPowerCompanyRows,
  softDeletePowerCompanyRow,
  toPowerCompany,
  updatePowerCompanyRow,
  type PowerCompanyValues,
} from './power-companies.repository';

const NOT_FOUND = 'Power Company not found.';

/**
 * An hourly plan's URDB rate must be one the hourly engine can bill (parseUrdbRate): otherwise 422
 * with the parser's sentence and nothing is saved (issue 35).
 */
function assertHourlyRatesBillable(input: CreatePowerCompanyInput): void {
  const kinds = [
    ['preSolarPlans', input.preSolarPlans],
    ['postSolarPlans', input.postSolarPlans],
  ] as const;
  for (const [key, plans] of kinds) {
    plans.forEach((plan, i) => {
      if (!plan.hourly) return;
      const message = urdbRateProblem(plan.hourly.tariff);
      if (message) {
        throw new AppError('UNPROCESSABLE', message, [
          { path: `body.${key}.${i}.hourly.tariff`, message },
        ]);
      }
    });
  }
}

const valuesOf = (input: CreatePowerCompanyInput): PowerCompanyValues => ({
  name: input.name,
  maxTotalOffset: input.maxTotalOffset,
  maxSolarOffset: input.maxSolarOffset,
  statesServiced: input.statesServiced,
  systemSizeLimit: input.systemSizeLimit,
  ratesFixed: input.ratesFixed,
  ...normalizePlans(input),
});

export async function listPowerCompanies(db: Db): Promise<PowerCompanyRecord[]> {
  return (await listPowerCompanyRows(db)).map(toPowerCompany);
}

export async function getPowerCompany(db: Db, id: string): Promise<PowerCompanyRecord> {
  const row = await findPowerCompanyRow(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toPowerCompany(row);
}

export async function createPowerCompany(
  db: Db,
  input: CreatePowerCompanyInput,
): Promise<PowerCompanyRecord> {
  assertHourlyRatesBillable(input);
  return toPowerCompany(await insertPowerCompanyRow(db, valuesOf(input)));
}

/** Saves the whole company, plans included, under one version. */
export async function updatePowerCompany(
  db: Db,
  input: UpdatePowerCompanyInput,
): Promise<PowerCompanyRecord> {
  assertHourlyRatesBillable(input);
  const existing = await findPowerCompanyRow(db, input.id);
  if (!existing) throw notFound(NOT_FOUND);
  if (existing.version !== input.version) throw staleVersion('power company');
  const row = await updatePowerCompanyRow(db, input.id, input.version, valuesOf(input));
  if (!row) throw staleVersion('power company');
  return toPowerCompany(row);
}

/** Soft delete: proposals keep their snapshots and the id stays resolvable for history. */
export async function deletePowerCompany(db: Db, id: string): Promise<true> {
  if (!(await softDeletePowerCompanyRow(db, id))) throw notFound(NOT_FOUND);
  return true;
}
