import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanelRecord } from '@pb/core';
import { CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';
import { catalogueClient } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
});
afterAll(() => t.close());

const LISTS = [
  '/api/PowerCompanies',
  '/api/Panels',
  '/api/inverters',
  '/api/Installers',
  '/api/FinanceOptions',
  '/api/Incentives',
  '/api/ContractTemplates',
  '/api/DocumentTemplates',
  '/api/settings/site',
];

describe('catalogue access', () => {
  it('lets a Closer and a Sales Rep read every list, item and the site settings', async () => {
    for (const who of [CLOSER, REP]) {
      for (const url of LISTS) {
        const res = await call('GET', url, undefined, who);
        expect(res.statusCode, `${who} ${url}`).toBe(200);
      }
      const [panel] = (await call('GET', '/api/Panels', undefined, who)).json<PanelRecord[]>();
      expect((await call('GET', `/api/Panels/${panel!.id}`, undefined, who)).statusCode).toBe(200);
    }
  });

  it('refuses every catalogue write to a Closer with 403, even with a valid body, and changes nothing', async () => {
    const [panel] = (await call('GET', '/api/Panels')).json<PanelRecord[]>();
    const settings = (await call('GET', '/api/settings/site')).json();
    const writes: [method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
      ['POST', '/api/PowerCompanies', { name: 'X', maxTotalOffset: 100, maxSolarOffset: 100 }],
      ['PUT', '/api/PowerCompanies', {}],
      ['DELETE', `/api/PowerCompanies/${panel!.id}`],
      ['POST', '/api/Panels', { name: 'X', cells: 400 }],
      ['PUT', '/api/Panels', { ...panel, name: 'Closer was here' }],
      ['DELETE', `/api/Panels/${panel!.id}`],
      ['POST', '/api/inverters', { name: 'X', losses: 14 }],
      ['PUT', '/api/inverters', {}],
      ['DELETE', `/api/inverters/${panel!.id}`],
      ['POST', '/api/Installers', { name: 'X', baseTemplate: 'Titan' }],
      ['PATCH', '/api/Installers', {}],
      ['DELETE', `/api/Installers/${panel!.id}`],
      [
        'PATCH',
        '/api/FinanceOptions',
        { name: 'X', apr: 1, lengthInYears: 10, minEpc: 1, maxEpc: 2, fee: 1, maxLoanAmount: 1 },
      ],
      ['DELETE', `/api/FinanceOptions/${panel!.id}`],
      ['POST', '/api/Incentives', { name: 'X', type: 'Fixed Amount', value: 1, scope: 'Federal' }],
      ['PUT', '/api/Incentives', {}],
      ['DELETE', `/api/Incentives/${panel!.id}`],
      ['PATCH', '/api/ContractTemplates', { pandadocId: 'x' }],
      ['PATCH', '/api/settings/site', { ...settings, defaultEpcTarget: 9 }],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(method, url, body, CLOSER);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await call('GET', `/api/Panels/${panel!.id}`)).json()).toEqual(panel);
    expect((await call('GET', '/api/settings/site')).json()).toEqual(settings);
  });

  it('answers 401 without a token', async () => {
    for (const url of LISTS) expect((await t.app.inject({ url })).statusCode, url).toBe(401);
  });

  it('documents every catalogue route in OpenAPI', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/PowerCompanies',
      '/api/PowerCompanies/{id}',
      '/api/Panels',
      '/api/inverters',
      '/api/Installers',
      '/api/FinanceOptions',
      '/api/Incentives/{id}',
      '/api/ContractTemplates',
      '/api/ContractTemplates/{id}',
      '/api/DocumentTemplates/{id}/details',
      '/api/settings/site',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(Object.keys(doc.paths['/api/FinanceOptions']!)).toEqual(
      expect.arrayContaining(['get', 'patch']),
    );
  });
});
