import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceOptionRecord, InstallerRecord } from '@pb/core';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient, issuePaths } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
});
afterAll(() => t.close());

const body = {
  name: 'Test Loan 10 Year 5.99%',
  apr: 5.99,
  lengthInYears: 10,
  minEpc: 2.5,
  maxEpc: 5.5,
  fee: 20,
  maxLoanAmount: 100000,
};
const list = async () => (await call('GET', '/api/FinanceOptions')).json<FinanceOptionRecord[]>();

describe('finance options API', () => {
  it('lists the seeded options by name, Cash included', async () => {
    const items = await list();
    expect(items.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Cash', 'GoodLeap 25 Year 2.99%', 'Enium 25 Year 3.99%']),
    );
    expect(items.find((f) => f.name === 'Cash')).toMatchObject({ apr: 0, lengthInYears: 0 });
    expect(items.map((f) => f.name.toLowerCase())).toEqual(
      items.map((f) => f.name.toLowerCase()).sort(),
    );
  });

  it('PATCH without id (or with an empty id) creates, with no installers meaning an empty list', async () => {
    const created = await call('PATCH', '/api/FinanceOptions', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, installerIds: [], version: 0 });
    const emptyId = await call('PATCH', '/api/financeoptions', {
      ...body,
      id: '',
      name: 'Empty Id Loan',
    });
    expect(emptyId.statusCode).toBe(201);
    expect((await call('GET', `/api/FinanceOptions/${emptyId.json().id}`)).json().name).toBe(
      'Empty Id Loan',
    );
  });

  it('PATCH with id and version updates; a stale version gets 409; a missing version 400', async () => {
    const installers = (await call('GET', '/api/Installers')).json<InstallerRecord[]>();
    const f = (
      await call('PATCH', '/api/FinanceOptions', { ...body, name: 'Update Me' })
    ).json<FinanceOptionRecord>();
    const updated = await call('PATCH', '/api/FinanceOptions', {
      ...f,
      apr: 6.49,
      installerIds: [installers[0]!.id],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: f.id,
      apr: 6.49,
      installerIds: [installers[0]!.id],
      version: 1,
    });
    const stale = await call('PATCH', '/api/FinanceOptions', { ...f, apr: 7 });
    expect(stale.statusCode).toBe(409);
    const noVersion = await call('PATCH', '/api/FinanceOptions', { ...body, id: f.id });
    expect(noVersion.statusCode).toBe(400);
    expect(issuePaths(noVersion)).toEqual(['body.version']);
    const unknown = await call('PATCH', '/api/FinanceOptions', {
      ...body,
      id: '00000000-0000-4000-8000-000000000000',
      version: 0,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates APR, fee, EPC bounds, loan amount and length', async () => {
    const res = await call('PATCH', '/api/FinanceOptions', {
      name: 'Bad',
      apr: -1,
      lengthInYears: 2.5,
      minEpc: -1,
      maxEpc: -2,
      fee: 100,
      maxLoanAmount: -5,
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(
      expect.arrayContaining([
        'body.apr',
        'body.lengthInYears',
        'body.minEpc',
        'body.maxEpc',
        'body.fee',
        'body.maxLoanAmount',
      ]),
    );
    const inverted = await call('PATCH', '/api/FinanceOptions', { ...body, minEpc: 6, maxEpc: 5 });
    expect(issuePaths(inverted)).toEqual(['body.minEpc']);
    expect(inverted.json().message).toMatch(/Min EPC must not exceed Max EPC/);
    const cashWithApr = await call('PATCH', '/api/FinanceOptions', { ...body, lengthInYears: 0 });
    expect(issuePaths(cashWithApr)).toEqual(['body.apr']);
    const badInstaller = await call('PATCH', '/api/FinanceOptions', {
      ...body,
      installerIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(issuePaths(badInstaller)).toEqual(['body.installerIds.0']);
  });

  it('bounds the fee to 0–50 % and stores nothing outside it (issue 9: 99.99 % priced $239,999,999)', async () => {
    const before = (await list()).length;
    for (const fee of [99.99, 50.01]) {
      const res = await call('PATCH', '/api/FinanceOptions', { ...body, name: `Fee ${fee}`, fee });
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toEqual(['body.fee']);
      expect(res.json().message).toMatch(/At most 50 %/);
    }
    expect((await list()).length).toBe(before);
    const edge = await call('PATCH', '/api/FinanceOptions', { ...body, name: 'Fee 50', fee: 50 });
    expect(edge.statusCode).toBe(201);
    expect(edge.json<FinanceOptionRecord>().fee).toBe(50);
  });

  it('soft-deletes: answers true, hidden afterwards', async () => {
    const f = (
      await call('PATCH', '/api/FinanceOptions', { ...body, name: 'Short Lived' })
    ).json<FinanceOptionRecord>();
    const del = await call('DELETE', `/api/FinanceOptions/${f.id}`);
    expect(del.json()).toBe(true);
    expect((await list()).some((x) => x.id === f.id)).toBe(false);
    expect((await call('GET', `/api/FinanceOptions/${f.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/FinanceOptions', f)).statusCode).toBe(404);
  });
});

describe('Lender Terms left empty (spec 2 §9, issue 31)', () => {
  it("makes an option whose name contains 'enium' Enium; an admin's choice is kept", async () => {
    const enium = await call('PATCH', '/api/FinanceOptions', {
      ...body,
      name: 'Enium 20 Year 2.99%',
      lender: null,
    });
    expect(enium.statusCode, enium.body).toBe(201);
    expect(enium.json<FinanceOptionRecord>().lender).toBe('enium');
    const absent = await call('PATCH', '/api/FinanceOptions', { ...body, name: 'ENIUM 15 Year' });
    expect(absent.json<FinanceOptionRecord>().lender).toBe('enium');
    const plain = await call('PATCH', '/api/FinanceOptions', { ...body, name: 'Sunlight 20 Year' });
    expect(plain.json<FinanceOptionRecord>().lender).toBeUndefined();
    const overridden = await call('PATCH', '/api/FinanceOptions', {
      ...body,
      name: 'Enium Standard Terms 20 Year',
      lender: 'standard',
    });
    expect(overridden.json<FinanceOptionRecord>().lender).toBeUndefined();
    const chosen = await call('PATCH', '/api/FinanceOptions', {
      ...body,
      name: 'Partner 20 Year',
      lender: 'enium',
    });
    expect(chosen.json<FinanceOptionRecord>().lender).toBe('enium');
  });
});
