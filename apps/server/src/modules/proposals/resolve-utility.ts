import { PROPOSAL_MESSAGES as M, type PowerCompany, type ProposalRecordDetails } from '@pb/core';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import {
  findPowerCompanyRow,
  toPowerCompany,
} from '../catalogue/power-companies/power-companies.repository';
import type { StoredSnapshots } from './snapshot-provenance';

type Utility = Pick<ProposalRecordDetails, 'powerCompany' | 'preSolarPlan' | 'postSolarPlan'>;

const refuse = (message: string, path: string) =>
  new AppError('UNPROCESSABLE', message, [{ path, message }]);

/**
 * The power company and both plans of a proposal save, decided on the server (issue 31): the
 * live catalogue company with the sent id, else (deleted since) the copy the customer's details
 * or proposals already hold under that id; the plans are that company's own plans with the sent
 * ids. Tier costs, months, fees, offsets and limits in the body are never read. An unknown
 * company, or a plan that is not one of the company's, answers 422 and nothing is saved. A null
 * pre-solar plan stays null (priced with the customer's details' plan).
 */
export async function resolveProposalUtility(
  db: Db,
  stored: StoredSnapshots,
  details: Utility,
): Promise<Utility> {
  const sent = details.powerCompany;
  let company: PowerCompany | null = null;
  if (sent) {
    const live = isUuid(sent.id) ? await findPowerCompanyRow(db, sent.id) : undefined;
    if (live) {
      const { version: _v, ...record } = toPowerCompany(live);
      company = record;
    } else {
      company =
        stored.saved.map((s) => s.powerCompany).find((p) => p?.id === sent.id) ??
        stored.copies.map((c) => c.details.powerCompany).find((p) => p?.id === sent.id) ??
        null;
    }
    if (!company) throw refuse(M.invalidPowerCompany, 'body.details.powerCompany.id');
  }
  const plan = <T extends { id: string }>(
    plan: T | null,
    plans: readonly T[] | undefined,
    path: string,
  ): T | null => {
    if (!plan) return null;
    const found = plans?.find((p) => p.id === plan.id);
    if (!found) throw refuse(M.invalidPaymentPlan, path);
    return found;
  };
  return {
    powerCompany: company,
    preSolarPlan: plan(
      details.preSolarPlan,
      company?.preSolarPlans,
      'body.details.preSolarPlan.id',
    ),
    postSolarPlan: plan(
      details.postSolarPlan,
      company?.postSolarPlans,
      'body.details.postSolarPlan.id',
    ),
  };
}
