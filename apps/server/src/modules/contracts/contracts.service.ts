import {
  ONBOARDING_MESSAGES as M,
  type Contract,
  type ContractChange,
  type ContractDocument,
  type FixContractInput,
  type PatchContractInput,
} from '@pb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound, staleVersion } from '../../errors';
import type { Integrations } from '../../integrations/integrations';
import type { JobRunner } from '../../jobs/job-runner';
import type { AuthUser } from '../../plugins/access-control';
import { requireVisible } from '../proposals/proposals.service';
import {
  diff,
  findContractRow,
  insertChanges,
  insertContractRow,
  listChanges,
  toContract,
  updateContractRow,
  type ContractRow,
  type ContractValues,
} from './contracts.repository';

export interface ContractDeps {
  db: Db;
  integrations: Integrations;
  log: FastifyBaseLogger | { warn: (...args: unknown[]) => void };
  /** The customer portal's address (CUSTOMER_PORTAL_URL). */
  customerPortalUrl: string;
  /** The app's public address (PUBLIC_URL): links sent out are absolute. */
  publicUrl: string;
  /** Today as 'YYYY-MM-DD' (business time zone). */
  today: () => string;
  /** The job queue: the CRM push and the portal call are jobs on it (decision 0067). */
  jobs: JobRunner;
}

/** Roles that may open the contract fix screen (spec 3 §6). */
export const FIX_ROLES = ['Admin', 'Developer'];
export const canFix = (user: AuthUser) => FIX_ROLES.includes(user.roleName);

/** The person a change is recorded under in the contract's history. */
export const who = (user: AuthUser) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim() || user.email,
});

export async function requireContract(db: Db, user: AuthUser, id: string) {
  const proposal = await requireVisible(db, user, id).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw notFound(M.contractDoesNotExist);
    throw err;
  });
  const row = await findContractRow(db, id);
  if (!row) throw notFound(M.contractDoesNotExist);
  return { proposal, row };
}

/**
 * Writes at the version read and records each changed field in the history; `alongside` runs in
 * the same transaction (an outside effect's intent that the change causes).
 */
export async function write(
  db: Db,
  user: AuthUser,
  row: ContractRow,
  values: ContractValues,
  version = row.version,
  alongside?: (tx: Db) => Promise<unknown>,
): Promise<ContractRow> {
  const changes = diff(row, values);
  const updated = await db.transaction(async (tx) => {
    const next = await updateContractRow(tx as unknown as Db, row.id, version, values);
    if (!next) return undefined;
    await insertChanges(tx as unknown as Db, row.id, who(user), changes);
    await alongside?.(tx as unknown as Db);
    return next;
  });
  if (!updated) throw staleVersion('contract');
  return updated;
}

/** GET /api/Contracts/{id} */
export async function getContract(db: Db, user: AuthUser, id: string): Promise<Contract> {
  return toContract((await requireContract(db, user, id)).row);
}

/**
 * PATCH /api/Contracts: the stepper's saves. Without `version` it creates the record for the
 * proposal (or answers 409 when one exists); with it, it updates at that version.
 */
export async function patchContract(
  db: Db,
  user: AuthUser,
  input: PatchContractInput,
): Promise<Contract> {
  const proposal = await requireVisible(db, user, input.id);
  const { id, version, ...fields } = input;
  const values: ContractValues = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  );
  if (version === undefined) {
    const created = await insertContractRow(db, {
      ...values,
      id,
      customerId: proposal.customerId,
    });
    if (!created) throw staleVersion('contract');
    await insertChanges(db, id, who(user), [{ field: 'created', before: null, after: values }]);
    return toContract(created);
  }
  const row = await findContractRow(db, id);
  if (!row) throw notFound(M.contractDoesNotExist);
  return toContract(await write(db, user, row, values, version));
}

/** PATCH /api/Contracts/{id}/fix: Admin and Developer only (checked by the route and here). */
export async function fixContract(
  db: Db,
  user: AuthUser,
  id: string,
  input: FixContractInput,
): Promise<Contract> {
  if (!canFix(user)) throw new AppError('FORBIDDEN', M.contractFixForbidden);
  const { row } = await requireContract(db, user, id);
  const byId = new Map(row.pandaDocs.map((d) => [d.pandaDocId, d]));
  const pandaDocs: ContractDocument[] = [...new Set(input.pandaDocIds)].map(
    (docId) =>
      byId.get(docId) ?? {
        pandaDocId: docId,
        pandaDocStatus: 'completed',
        name: docId,
        created: new Date().toISOString(),
        signingUrl: '',
        hasSignedPdf: false,
        price: null,
      },
  );
  const keepChosen = pandaDocs.some((d) => d.pandaDocId === row.pandaDocId);
  const survey = input.siteSurvey
    ? {
        ...(row.siteSurvey ?? { areaGroupId: '', areaGroupName: '', available: 0 }),
        siteSurveyDate: input.siteSurvey.siteSurveyDate,
        startTime: input.siteSurvey.startTime,
      }
    : null;
  return toContract(
    await write(
      db,
      user,
      row,
      {
        loanId: input.loanId,
        pandaDocs,
        ...(keepChosen ? {} : { pandaDocId: '', pandaDocStatus: '' }),
        salesforceId: input.salesforceID,
        siteSurvey: survey,
      },
      input.version,
    ),
  );
}

export async function getHistory(db: Db, user: AuthUser, id: string): Promise<ContractChange[]> {
  if (!canFix(user)) throw new AppError('FORBIDDEN', M.contractFixForbidden);
  await requireContract(db, user, id);
  return listChanges(db, id);
}
