import type { BaselineResponse, CustomerDetailsRecord, ProposalView } from '@pb/core';
import { http, HttpResponse } from '../../../testing/msw';
import * as fx from './proposal-fixtures';

/** Thin MSW replies for the loads every proposal screen makes (one reply per endpoint). */
export function proposalScreenHandlers({
  details = fx.details,
  baseline = fx.NO_BASELINE,
  view,
}: {
  details?: CustomerDetailsRecord | null;
  baseline?: BaselineResponse;
  view?: ProposalView;
} = {}) {
  const id = fx.IDS.customer;
  return [
    http.get(`/api/customers/${id}`, () => HttpResponse.json(fx.customer)),
    http.get(`/api/customers/${id}/Details`, () =>
      details
        ? HttpResponse.json(details)
        : HttpResponse.json(
            { code: 'NOT_FOUND', message: 'Customer Details do not exist.' },
            { status: 404 },
          ),
    ),
    http.get(`/api/customers/${id}/baseline`, () => HttpResponse.json(baseline)),
    http.get('/api/Installers', () => HttpResponse.json(fx.installers)),
    http.get('/api/Panels', () => HttpResponse.json(fx.panels)),
    http.get('/api/inverters', () => HttpResponse.json(fx.inverters)),
    http.get('/api/FinanceOptions', () => HttpResponse.json(fx.financeOptions)),
    http.get('/api/Incentives', () => HttpResponse.json(fx.incentives)),
    http.get('/api/Templates', () => HttpResponse.json(fx.templates)),
    http.get('/api/settings/site', () => HttpResponse.json(fx.siteSettings)),
    ...(view ? [http.get(`/api/Proposals/${view.id}`, () => HttpResponse.json(view))] : []),
  ];
}
