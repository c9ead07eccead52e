import {
  BASE_TEMPLATES,
  PROPOSAL_MESSAGES as M,
  TEMPLATE_PAGES,
  type TemplateRecord,
} from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorReply = { code: string; message: string; issues?: { path: string; message: string }[] };
const call = async (
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: await t.as(email), ...(payload ? { payload } : {}) });

const body = {
  name: 'Short deck',
  baseTemplate: 'Titan',
  pages: ['ProposalCover', 'SystemInfo', 'Overview'],
};

describe('built-in templates', () => {
  it('lists the four defaults first, each with all nine pages, to any signed-in user', async () => {
    const res = await call(CLOSER, 'GET', '/api/Templates');
    expect(res.statusCode).toBe(200);
    const list = res.json<TemplateRecord[]>();
    const defaults = list.filter((x) => x.isDefault);
    expect(defaults.map((d) => d.baseTemplate)).toEqual([...BASE_TEMPLATES]);
    for (const d of defaults) expect(d.pages).toEqual([...TEMPLATE_PAGES]);
    expect(list.slice(0, 4)).toEqual(defaults);
    const one = await call(REP, 'GET', `/api/Templates/${defaults[0]!.id}`);
    expect(one.json<TemplateRecord>()).toEqual(defaults[0]);
  });

  it('cannot be changed or deleted', async () => {
    const id = (await call(ADMIN, 'GET', '/api/Templates')).json<TemplateRecord[]>()[1]!.id;
    const put = await call(ADMIN, 'PUT', '/api/Templates', { ...body, id, version: 0 });
    expect(put.statusCode).toBe(400);
    expect(put.json<ErrorReply>().message).toBe(M.defaultTemplateReadOnly);
    expect((await call(ADMIN, 'DELETE', `/api/Templates/${id}`)).statusCode).toBe(400);
  });
});

describe('custom templates', () => {
  it('creates, reads, updates and deletes (PB_MANAGE_ADMIN_ITEMS)', async () => {
    const created = await call(ADMIN, 'POST', '/api/Templates', body);
    expect(created.statusCode).toBe(201);
    const tpl = created.json<TemplateRecord>();
    expect(tpl).toMatchObject({ ...body, isDefault: false, version: 0 });
    expect(tpl.userId).toBeTruthy();
    expect((await call(CLOSER, 'GET', `/api/Templates/${tpl.id}`)).json<TemplateRecord>()).toEqual(
      tpl,
    );

    const pages = ['Overview', 'ProposalCover'];
    const updated = await call(ADMIN, 'PUT', '/api/Templates', { ...tpl, name: 'Renamed', pages });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<TemplateRecord>()).toMatchObject({ name: 'Renamed', pages, version: 1 });

    const stale = await call(ADMIN, 'PUT', '/api/Templates', { ...tpl, name: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorReply>().message).toBe(M.staleTemplate);

    const deleted = await call(ADMIN, 'DELETE', `/api/Templates/${tpl.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(true);
    expect((await call(ADMIN, 'GET', `/api/Templates/${tpl.id}`)).statusCode).toBe(404);
    expect((await call(ADMIN, 'DELETE', `/api/Templates/${tpl.id}`)).statusCode).toBe(404);
  });

  it('needs at least one page, each once, a name and a known base template (400)', async () => {
    const noPages = await call(ADMIN, 'POST', '/api/Templates', { ...body, pages: [] });
    expect(noPages.statusCode).toBe(400);
    expect(noPages.json<ErrorReply>().issues!.map((i) => i.message)).toContain(M.templateNeedsPage);
    const twice = await call(ADMIN, 'POST', '/api/Templates', {
      ...body,
      pages: ['AboutUs', 'AboutUs'],
    });
    expect(twice.json<ErrorReply>().issues!.map((i) => i.message)).toContain(M.templatePagesUnique);
    expect((await call(ADMIN, 'POST', '/api/Templates', { ...body, name: ' ' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(ADMIN, 'POST', '/api/Templates', { ...body, baseTemplate: 'Acme' })).statusCode,
    ).toBe(400);
    expect(
      (await call(ADMIN, 'POST', '/api/Templates', { ...body, pages: ['Nope'] })).statusCode,
    ).toBe(400);
  });

  it('refuses writes without PB_MANAGE_ADMIN_ITEMS (403) and anonymous reads (401)', async () => {
    for (const email of [REP, CLOSER]) {
      expect((await call(email, 'POST', '/api/Templates', body)).statusCode).toBe(403);
      expect(
        (await call(email, 'PUT', '/api/Templates', { ...body, id: 'x', version: 0 })).statusCode,
      ).toBe(403);
      expect((await call(email, 'DELETE', '/api/Templates/x')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/Templates' })).statusCode).toBe(401);
  });

  it('answers 404 for unknown ids', async () => {
    expect(
      (await call(ADMIN, 'GET', '/api/Templates/00000000-0000-4000-8000-000000000001')).statusCode,
    ).toBe(404);
    expect((await call(ADMIN, 'GET', '/api/Templates/nope')).statusCode).toBe(404);
    const put = await call(ADMIN, 'PUT', '/api/Templates', { ...body, id: 'nope', version: 0 });
    expect(put.statusCode).toBe(404);
  });
});
