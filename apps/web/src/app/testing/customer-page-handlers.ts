import type { Customer, CustomerRep, ProposalRecord } from '@pb/core';
import { buildDetails, CATALOGUE } from '../../features/customer-details/testing/details-test-data';
import { proposalListHandlers } from '../../features/customer-details/testing/proposal-list-handlers';
import { http, HttpResponse } from '../../testing/msw';

/**
 * What /customers/{id} asks for: the customer, its details, its proposals, its reps and the
 * catalogue lists the power info form chooses from.
 */
export function customerPageHandlers(
  customer: Customer,
  proposals: ProposalRecord[],
  { reps = [], candidates = [] }: { reps?: CustomerRep[]; candidates?: CustomerRep[] } = {},
) {
  const catalogue = <T>(items: readonly T[]) =>
    HttpResponse.json(items.map((c) => ({ ...c, version: 1 })));
  return [
    http.get(`/api/customers/${customer.id}`, () => HttpResponse.json(customer)),
    http.get(`/api/customers/${customer.id}/Details`, () => HttpResponse.json(buildDetails())),
    ...proposalListHandlers(customer.id, proposals).handlers,
    http.get(`/api/customers/${customer.id}/reps`, () => HttpResponse.json(reps)),
    http.get('/api/customers/rep-candidates', () => HttpResponse.json(candidates)),
    http.get('/api/PowerCompanies', () => catalogue(CATALOGUE.powerCompanies)),
    http.get('/api/Installers', () => catalogue(CATALOGUE.installers)),
    http.get('/api/Panels', () => catalogue(CATALOGUE.panels)),
    http.get('/api/inverters', () => catalogue(CATALOGUE.inverters)),
    http.get('/api/FinanceOptions', () => catalogue(CATALOGUE.financeOptions)),
    http.get('/api/Incentives', () => catalogue(CATALOGUE.incentives)),
  ];
}
