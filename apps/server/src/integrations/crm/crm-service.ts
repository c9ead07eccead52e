import type { TimeSlotsResponse } from '@pb/core';

export interface CrmAdder {
  id: string;
  customerInstallId: string;
  name: string;
  estimatedCost: number;
  actualCost: number;
}

/**
 * The CRM, home, site-survey and experience services onboarding completes into (spec 3 §7).
 * Every write takes an idempotency key: repeating a call with the same key must not create a
 * second record. Real clients with CRM_API_URL / SITE_SURVEY_API_URL, else our own tables.
 */
export interface CrmService {
  readonly kind: 'http' | 'table';
  /** POST /Opportunities → id */
  createOpportunity(payload: Record<string, unknown>, idempotencyKey: string): Promise<string>;
  /** POST /CustomerInstalls → id */
  createCustomerInstall(payload: Record<string, unknown>, idempotencyKey: string): Promise<string>;
  /** POST /SiteSurveys → id */
  createSiteSurvey(payload: Record<string, unknown>, idempotencyKey: string): Promise<string>;
  /** POST /CustomerInstalls/{id}/Adders */
  addAdders(installId: string, adders: CrmAdder[], idempotencyKey: string): Promise<void>;
  /** POST notifications/NewCustomerPortalOnboarding */
  notifyPortalOnboarding(
    payload: { customerName: string; customerEmail: string; customerPhone: string },
    idempotencyKey: string,
  ): Promise<void>;
  /** GET AreaGroups/GetAvailableTimeSlots?areaId&siteSurveyDate; null when the area is unknown. */
  getAvailableTimeSlots(areaId: string, siteSurveyDate: string): Promise<TimeSlotsResponse | null>;
}
