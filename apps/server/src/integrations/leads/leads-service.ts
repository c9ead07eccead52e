import type { Lead, LeadAppointment } from '@pb/core';

/**
 * The sales system's leads (spec 1 §7): the rep's baseline ("redline"), the lead setter and the
 * current appointment. A real HTTP client when LEADS_API_URL is set, else our own `leads` table.
 */
export interface LeadsService {
  readonly source: 'sales-system' | 'embedded';
  /** GET /leads/{id}, `id` being the customer's metaData.BsaId; null when unknown. */
  getLead(leadId: string): Promise<Lead | null>;
  /** GET /leads/proposalBuilderId/{id}, `id` being our customer id; null when unknown. */
  getAppointmentByCustomerId(customerId: string): Promise<LeadAppointment | null>;
}
