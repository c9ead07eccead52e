import { TimeSlotsResponseSchema } from '@pb/core';
import { z } from 'zod';
import { createJsonClient, HttpCallError, type JsonClientOptions } from '../http/json-client';
import type { CrmService } from './crm-service';

type ClientOptions = Omit<JsonClientOptions, 'authorization'>;

const IdSchema = z.union([
  z.object({ id: z.union([z.string(), z.number()]).transform(String) }),
  z.union([z.string(), z.number()]).transform((v) => ({ id: String(v) })),
]);

/** The home/CRM/experience API and the site-survey API over HTTP (bearer token, retries). */
export function createHttpCrmClient(options: {
  crm: ClientOptions;
  siteSurvey: ClientOptions;
}): CrmService {
  const crm = createJsonClient(options.crm);
  const survey = createJsonClient(options.siteSurvey);
  const post = async (
    client: typeof crm,
    path: string,
    body: unknown,
    key: string,
  ): Promise<string> =>
    IdSchema.parse(await client.request('POST', path, { body, idempotencyKey: key })).id;

  return {
    kind: 'http',
    createOpportunity: (payload, key) => post(crm, '/Opportunities', payload, key),
    createCustomerInstall: (payload, key) => post(crm, '/CustomerInstalls', payload, key),
    createSiteSurvey: (payload, key) => post(survey, '/SiteSurveys', payload, key),
    async addAdders(installId, adders, key) {
      await crm.request('POST', `/CustomerInstalls/${encodeURIComponent(installId)}/Adders`, {
        body: adders,
        idempotencyKey: key,
      });
    },
    async notifyPortalOnboarding(payload, key) {
      await crm.request('POST', '/notifications/NewCustomerPortalOnboarding', {
        body: payload,
        idempotencyKey: key,
      });
    },
    async getAvailableTimeSlots(areaId, siteSurveyDate) {
      const q = new URLSearchParams({ areaId, siteSurveyDate });
      try {
        const body = await survey.request('GET', `/AreaGroups/GetAvailableTimeSlots?${q}`);
        return TimeSlotsResponseSchema.parse(body);
      } catch (err) {
        if (err instanceof HttpCallError && err.status === 404) return null;
        throw err;
      }
    },
  };
}
