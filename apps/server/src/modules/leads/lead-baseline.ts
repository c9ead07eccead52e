import {
  commissionSplit,
  repBaseline,
  type BaselineResponse,
  type CustomerAppointmentResponse,
  type CustomerMetaData,
} from '@pb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { requireReachableCustomer, type CustomerReader } from '../customers/customer-access';
import type { LeadsService } from '../../integrations/leads/leads-service';

/** What the pricing needs from the customer's lead. */
export interface LeadBaseline {
  /** The lead's redline in $/W as the sales system has it (not rounded); null when unknown. */
  redline: number | null;
  /** The lead setter is the closer of the current appointment (split 0.6). */
  isLeadSetterCloser: boolean;
}

export const NO_LEAD_BASELINE: LeadBaseline = { redline: null, isLeadSetterCloser: false };

export interface LeadLookupDeps {
  leads: LeadsService;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The customer's lead by metaData.BsaId. Failures are ignored (spec 3 §8 "baseline fetch
 * failures are ignored"): they are logged and answer "no baseline".
 */
export async function lookupLeadBaseline(
  deps: LeadLookupDeps,
  metaData: CustomerMetaData,
): Promise<LeadBaseline> {
  const leadId = metaData.BsaId?.trim();
  if (!leadId) return NO_LEAD_BASELINE;
  try {
    const lead = await deps.leads.getLead(leadId);
    if (!lead) return NO_LEAD_BASELINE;
    const setter = lead.leadSetterId;
    const closer = lead.currentAppointment?.closerId ?? null;
    return { redline: lead.redline, isLeadSetterCloser: !!setter && setter === closer };
  } catch (err) {
    deps.log.warn({ err, source: deps.leads.source }, 'lead look-up failed; no baseline');
    return NO_LEAD_BASELINE;
  }
}

/** {baseLine, split}: the redline rounded to 4 decimals (0 when unknown) and 0.35 or 0.6. */
export function baselineReply(lead: LeadBaseline): BaselineResponse {
  return {
    baseLine: repBaseline(lead.redline) ?? 0,
    split: commissionSplit(null, lead.isLeadSetterCloser),
  };
}

/**
 * GET /api/customers/{id}/baseline: 404 for an unknown customer (or one out of the caller's
 * reach), else the lead's figures.
 */
export async function getCustomerBaseline(
  db: Db,
  deps: LeadLookupDeps,
  user: CustomerReader,
  customerId: string,
): Promise<BaselineResponse> {
  const customer = await requireReachableCustomer(db, user, customerId);
  return baselineReply(await lookupLeadBaseline(deps, customer.metaData));
}

/**
 * GET /api/customers/{id}/appointment: the lead's current appointment by our customer id
 * (GET /leads/proposalBuilderId/{id}); failures answer null like a missing one.
 */
export async function getCustomerAppointment(
  db: Db,
  deps: LeadLookupDeps,
  user: CustomerReader,
  customerId: string,
): Promise<CustomerAppointmentResponse> {
  await requireReachableCustomer(db, user, customerId);
  try {
    return { currentAppointment: await deps.leads.getAppointmentByCustomerId(customerId) };
  } catch (err) {
    deps.log.warn({ err, source: deps.leads.source }, 'appointment look-up failed');
    return { currentAppointment: null };
  }
}
