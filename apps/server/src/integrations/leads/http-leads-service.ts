import type { Lead, LeadAppointment } from '@pb/core';
import { createRetryingFetch } from '../http/retrying-fetch';
import type { LeadsService } from './leads-service';

export interface HttpLeadsServiceOptions {
  /** The sales system's API base URL (LEADS_API_URL), or a local fake in tests. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` (LEADS_API_TOKEN). */
  token?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;

const amount = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Reads an appointment leniently: ids may come as numbers, missing fields as null. */
export function parseAppointment(raw: unknown): LeadAppointment | null {
  if (!raw || typeof raw !== 'object') return null;
  const a = raw as Record<string, unknown>;
  return {
    closerId: text(a.closerId),
    appointmentDate: text(a.appointmentDate),
    startTime: text(a.startTime),
  };
}

/** Reads a lead leniently (a numeric string redline is accepted). */
export function parseLead(raw: unknown): Lead {
  if (!raw || typeof raw !== 'object') throw new Error('Leads API answered a non-object');
  const l = raw as Record<string, unknown>;
  return {
    redline: amount(l.redline),
    leadSetterId: text(l.leadSetterId),
    currentAppointment: parseAppointment(l.currentAppointment),
  };
}

/**
 * The sales system's leads API: GET {base}/leads/{id} and GET {base}/leads/proposalBuilderId/{id}
 * with a bearer token. 404 → null; other non-2xx answers and time-outs throw (callers ignore them)
 * after the shared retries of network errors, 429 and 5xx.
 */
export function createHttpLeadsService(options: HttpLeadsServiceOptions): LeadsService {
  const doFetch = createRetryingFetch({ timeoutMs: options.timeoutMs ?? 5_000 }, options.fetch);
  const base = options.baseUrl.replace(/\/+$/, '');
  const get = async (path: string): Promise<unknown> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await doFetch(`${base}${path}`, { headers });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`Leads API answered HTTP ${res.status} for ${path}`);
    return res.json();
  };
  return {
    source: 'sales-system',
    async getLead(leadId) {
      const body = await get(`/leads/${encodeURIComponent(leadId)}`);
      return body === null ? null : parseLead(body);
    },
    async getAppointmentByCustomerId(customerId) {
      const body = await get(`/leads/proposalBuilderId/${encodeURIComponent(customerId)}`);
      if (body === null || typeof body !== 'object') return null;
      return parseAppointment((body as Record<string, unknown>).currentAppointment);
    },
  };
}
