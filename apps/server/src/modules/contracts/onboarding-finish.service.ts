import { ONBOARDING_MESSAGES as M, type Contract, type ScheduleSurveyInput } from '@pb/core';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { HttpCallError } from '../../integrations/http/json-client';
import { httpDeliveryError } from '../../jobs/delivery-errors';
import type { JobRunner } from '../../jobs/job-runner';
import type { AuthUser } from '../../plugins/access-control';
import { findContractRow, toContract } from './contracts.repository';
import { requireContract, who, write, type ContractDeps } from './contracts.service';
import { pushOnboarding, storeOpportunityId } from './onboarding-outbox';
import { customerOf } from './onboarding-steps.service';

/**
 * The onboarding's last two steps (spec 3 §6): the site survey, which completes the onboarding
 * into the CRM, and the welcome email, which also tells the customer portal.
 */

/**
 * POST /api/Contracts/{id}/siteSurvey: stores the chosen slot (or the skip) and pushes the
 * onboarding into the CRM through the job queue. A CRM failure answers 502 with the spec's
 * message; the job retries in the background and the next try continues where this one stopped.
 */
export async function scheduleSurvey(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  input: ScheduleSurveyInput,
): Promise<Contract> {
  const { proposal, row } = await requireContract(deps.db, user, id);
  let current = row;
  if (input.skip) {
    if (row.metaData.siteSurveySkipped !== true) {
      current = await write(deps.db, user, row, {
        metaData: { ...row.metaData, siteSurveySkipped: true },
        siteSurvey: null,
      });
    }
  } else {
    if (input.siteSurveyDate <= deps.today()) throw new AppError('BAD_REQUEST', M.noSlot);
    const slots = await deps.integrations.crm.getAvailableTimeSlots(
      input.areaGroupId,
      input.siteSurveyDate,
    );
    const slot = slots?.timeSlots.find((s) => s.startTime === input.startTime);
    const same =
      row.siteSurvey?.siteSurveyDate === input.siteSurveyDate &&
      row.siteSurvey.startTime === input.startTime;
    if (!same) {
      if (!slots || !slot || slot.availability < 1) throw new AppError('CONFLICT', M.noSlot);
      current = await write(deps.db, user, row, {
        siteSurvey: {
          areaGroupId: slots.areaGroupId,
          areaGroupName: slots.areaGroupName,
          siteSurveyDate: input.siteSurveyDate,
          startTime: input.startTime,
          available: slot.availability,
        },
        metaData: { ...row.metaData, siteSurveySkipped: false },
      });
    }
  }
  const customer = await customerOf(deps.db, proposal);
  const salesforceId = await pushOnboarding(deps, {
    proposal,
    contract: current,
    bsaId: customer.metaData.BsaId ?? '',
  });
  if (!salesforceId) throw new AppError('UPSTREAM_FAILED', M.onboardingFailed);
  await storeOpportunityId(deps.db, id, salesforceId, who(user));
  return toContract((await findContractRow(deps.db, id))!);
}

/** The customer portal's onboarding call: a job, once per contract (decision 0067). */
export const PORTAL_ONBOARDING_JOB = 'portal-onboarding';
export const portalJobKey = (contractId: string) => `portal:${contractId}`;

type PortalPayload = {
  contractId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
};

export function registerPortalJob(runner: JobRunner, deps: Pick<ContractDeps, 'integrations'>) {
  runner.register<PortalPayload>(PORTAL_ONBOARDING_JOB, {
    async run({ contractId, ...customer }) {
      try {
        await deps.integrations.crm.notifyPortalOnboarding(customer, portalJobKey(contractId));
      } catch (err) {
        if (err instanceof HttpCallError)
          throw httpDeliveryError(err.message, err.status, err.retryAfterMs);
        throw err;
      }
    },
  });
}

/**
 * POST /api/Contracts/{id}/welcomeEmail: sends the welcome email (Finished step, also 'Send
 * Again'), sets emailSent and, in the same transaction, queues the customer portal's call (once
 * per contract; it retries in the background, so a portal outage does not fail the step).
 */
export async function sendWelcomeEmail(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
): Promise<Contract> {
  const { row } = await requireContract(deps.db, user, id);
  const name = `${row.firstName} ${row.lastName}`.trim();
  const survey = row.siteSurvey
    ? `Your site survey is scheduled for ${row.siteSurvey.siteSurveyDate} at ${row.siteSurvey.startTime}.`
    : 'We will call you to schedule your site survey.';
  try {
    await deps.integrations.mailer.send({
      to: row.email,
      subject: 'Welcome! Your solar journey has started',
      text: [
        `Hi ${name},`,
        '',
        'Thank you for choosing us. Your agreement is signed and your project has started.',
        survey,
        `Follow every step in your customer portal: ${deps.customerPortalUrl}`,
      ].join('\n'),
      contractId: row.id,
    });
  } catch (err) {
    deps.log.warn({ err }, M.couldNotSendWelcomeEmail);
    throw new AppError('UPSTREAM_FAILED', M.couldNotSendWelcomeEmail);
  }
  const queuePortal = (tx: Db) =>
    deps.jobs.enqueue(
      tx,
      PORTAL_ONBOARDING_JOB,
      {
        contractId: row.id,
        customerName: name,
        customerEmail: row.email,
        customerPhone: row.phone,
      } satisfies PortalPayload,
      portalJobKey(row.id),
    );
  const updated = row.emailSent
    ? (await queuePortal(deps.db), row)
    : await write(deps.db, user, row, { emailSent: true }, row.version, queuePortal);
  deps.jobs.wake();
  return toContract(updated);
}
