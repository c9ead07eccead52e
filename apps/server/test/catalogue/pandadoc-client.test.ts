import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTemplateListItem } from '@pb/core';
import { createPandaDocClient } from '../../src/integrations/documents/pandadoc-client';
import { AppError } from '../../src/errors';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient } from './catalogue-client';

const API_KEY = 'test-pandadoc-key';

/** 230 templates over three pages (100, 100, 30), then an empty page; some names have versions. */
const ALL = Array.from({ length: 230 }, (_, i) => ({
  id: `tpl-${i}`,
  name: `Template ${String(i % 200).padStart(3, '0')}`,
  date_created: `2024-01-01T00:00:00.${String(i).padStart(3, '0')}Z`,
  date_modified:
    i === 7 ? '2025-06-01T00:00:00Z' : `2024-02-01T00:00:00.${String(i).padStart(3, '0')}Z`,
  version: String(1 + Math.floor(i / 200)),
}));
// "Template 007": tpl-7 (modified latest) beats tpl-207. "Template 010": tpl-210 (later) beats tpl-10.
const EXTRA = [
  {
    id: 'same-date-older',
    name: 'Zeta Agreement SC',
    date_created: '2024-01-01T00:00:00Z',
    date_modified: '2024-05-01T00:00:00Z',
    version: '2',
  },
  {
    id: 'same-date-newer',
    name: 'Zeta Agreement SC',
    date_created: '2024-01-01T00:00:00Z',
    date_modified: '2024-05-01T00:00:00Z',
    version: '3',
  },
  {
    id: 'alpha',
    name: 'alpha agreement AZ',
    date_created: '2024-03-01T00:00:00Z',
    date_modified: null,
    version: null,
  },
];
const PAGES = [ALL.slice(0, 100), ALL.slice(100, 200), [...ALL.slice(200), ...EXTRA]];

let fake: FakeServer;
let failing: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer(({ url, headers }) => {
    if (headers.authorization !== `API-Key ${API_KEY}`)
      return [401, { type: 'authentication_error', detail: 'bad key' }];
    if (url.pathname === '/templates') {
      const page = Number(url.searchParams.get('page'));
      return [200, { results: PAGES[page - 1] ?? [] }];
    }
    const m = /^\/templates\/([^/]+)\/details$/.exec(url.pathname);
    if (m && m[1] === 'tpl-7') {
      return [
        200,
        {
          id: 'tpl-7',
          name: 'Template 007',
          roles: [{ id: 'r1', name: 'Client' }],
          tokens: [],
          fields: [
            {
              uuid: 'f-1',
              name: 'Client.FirstName',
              title: 'First name',
              value: '',
              merge_field: 'Client.FirstName',
            },
            { uuid: 'f-2', name: '', title: 'Signature date' },
          ],
        },
      ];
    }
    if (m && m[1] === 'broken') return [500, { type: 'server_error' }];
    return [404, { type: 'not_found', detail: 'Not found' }];
  });
  failing = await startFakeServer(() => [503, { type: 'unavailable' }]);
});
afterAll(async () => {
  await fake.close();
  await failing.close();
});

describe('PandaDoc client against a local fake', () => {
  it('fetches page by page until an empty page, with the API key, count=100 and deleted=false', async () => {
    fake.requests.length = 0;
    const client = createPandaDocClient({ apiKey: API_KEY, baseUrl: `${fake.url}/` });
    await client.listTemplates();
    const listCalls = fake.requests.filter((r) => r.url.startsWith('/templates?'));
    expect(listCalls.map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    for (const r of listCalls) {
      const q = new URL(r.url, 'http://x').searchParams;
      expect(q.get('count')).toBe('100');
      expect(q.get('deleted')).toBe('false');
      expect(r.headers.authorization).toBe(`API-Key ${API_KEY}`);
    }
  });

  it('keeps the latest version per name (date modified, then created, then version), sorted by name', async () => {
    const client = createPandaDocClient({ apiKey: API_KEY, baseUrl: fake.url });
    const list = await client.listTemplates();
    expect(list).toHaveLength(200 + 2);
    const byName = new Map(list.map((x) => [x.name, x]));
    expect(byName.get('Template 007')!.id).toBe('tpl-7');
    expect(byName.get('Template 010')!.id).toBe('tpl-210');
    expect(byName.get('Template 199')!.id).toBe('tpl-199');
    expect(byName.get('Zeta Agreement SC')).toMatchObject({ id: 'same-date-newer', version: '3' });
    expect(byName.get('alpha agreement AZ')).toMatchObject({ dateModified: '', version: '' });
    expect(list[0]!.name).toBe('alpha agreement AZ');
    expect(list.at(-1)!.name).toBe('Zeta Agreement SC');
    const names = list.map((x) => x.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('reads template details as fields (uuid, name), falling back to the title; null when unknown', async () => {
    const client = createPandaDocClient({ apiKey: API_KEY, baseUrl: fake.url });
    expect(await client.getTemplateDetails('tpl-7')).toEqual({
      id: 'tpl-7',
      name: 'Template 007',
      fields: [
        { uuid: 'f-1', name: 'Client.FirstName' },
        { uuid: 'f-2', name: 'Signature date' },
      ],
    });
    expect(await client.getTemplateDetails('nope')).toBeNull();
  });

  it("maps failures to UPSTREAM_FAILED with the spec's messages", async () => {
    const down = createPandaDocClient({ apiKey: API_KEY, baseUrl: failing.url });
    await expect(down.listTemplates()).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: 'Could not get Pandadoc Contract Templates.',
    });
    const client = createPandaDocClient({ apiKey: API_KEY, baseUrl: fake.url });
    await expect(client.getTemplateDetails('broken')).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: 'Could not get Pandadoc Contract Template.',
    });
    const wrongKey = createPandaDocClient({ apiKey: 'wrong', baseUrl: fake.url });
    await expect(wrongKey.listTemplates()).rejects.toBeInstanceOf(AppError);
    const unreachable = createPandaDocClient({
      apiKey: API_KEY,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(unreachable.listTemplates()).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
  });
});

describe('the app with PANDADOC_API_KEY set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PANDADOC_API_KEY: API_KEY, PANDADOC_BASE_URL: fake.url } });
  });
  afterAll(() => t.close());

  it('uses PandaDoc for the contract-template list and details', async () => {
    const { call } = catalogueClient(t);
    const list = (await call('GET', '/api/ContractTemplates')).json<ContractTemplateListItem[]>();
    expect(list).toHaveLength(202);
    expect(list[0]).toMatchObject({ pandadocId: 'alpha', isConfigured: false });
    const created = await call('PATCH', '/api/ContractTemplates', {
      pandadocId: 'tpl-7',
      fields: [{ pandadocFieldId: 'f-1', name: 'Client.FirstName', value: 'customerFirstName' }],
    });
    expect(created.statusCode).toBe(201);
    const detail = await call('GET', '/api/ContractTemplates/tpl-7');
    expect(detail.json().template.fields).toHaveLength(2);
  });

  it('answers 502 with the message when PandaDoc fails', async () => {
    const down = await createTestApp({
      env: { PANDADOC_API_KEY: API_KEY, PANDADOC_BASE_URL: failing.url },
    });
    try {
      const res = await catalogueClient(down).call('GET', '/api/ContractTemplates');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'UPSTREAM_FAILED',
        message: 'Could not get Pandadoc Contract Templates.',
      });
    } finally {
      await down.close();
    }
  });
});
