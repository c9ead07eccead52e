import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_TEMPLATES,
  CONTRACT_VARIABLE_KEYS,
  type ContractTemplateDetail,
  type ContractTemplateListItem,
  type ContractTemplateRecord,
  type DocumentTemplate,
  type DocumentTemplateDetails,
} from '@pb/core';
import { contractTemplates } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient, issuePaths } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
  // The demo seed maps the built-in templates (onboarding); these tests start from no mapping.
  await t.db.delete(contractTemplates);
});
afterAll(() => t.close());

const templates = async () =>
  (await call('GET', '/api/DocumentTemplates')).json<DocumentTemplate[]>();
const rows = async () =>
  (await call('GET', '/api/ContractTemplates')).json<ContractTemplateListItem[]>();

describe('built-in document provider', () => {
  it('lists its templates sorted by name, each naming a base template and a state', async () => {
    const list = await templates();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.map((x) => x.name)).toEqual(
      [...list.map((x) => x.name)].sort((a, b) => a.localeCompare(b)),
    );
    for (const tpl of list) {
      const words = tpl.name.split(' ');
      expect(
        BASE_TEMPLATES.some((b) => words.includes(b)),
        tpl.name,
      ).toBe(true);
      expect(words.at(-1)).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('gives details with field uuids and names, stable between calls; 404 for an unknown id', async () => {
    const [first] = await templates();
    const a = (
      await call('GET', `/api/DocumentTemplates/${first!.id}/details`)
    ).json<DocumentTemplateDetails>();
    const b = (
      await call('GET', `/api/documenttemplates/${first!.id}/DETAILS`)
    ).json<DocumentTemplateDetails>();
    expect(a.fields.length).toBeGreaterThan(10);
    expect(a.fields[0]).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: expect.any(String),
    });
    expect(b).toEqual(a);
    const missing = await call('GET', '/api/DocumentTemplates/no-such-template/details');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Could not get Pandadoc Contract Template.');
  });
});

describe('contract templates API', () => {
  it('lists every provider template as not configured before any mapping', async () => {
    const list = await rows();
    expect(list.map((r) => r.pandadocId)).toEqual((await templates()).map((x) => x.id));
    expect(list[0]).toEqual({
      pandadocId: expect.any(String),
      name: expect.any(String),
      isConfigured: false,
      mappedFieldCount: 0,
      fieldCount: 0,
      isActive: false,
      contractTemplateId: null,
      version: null,
    });
  });

  it('answers 404 for a template not configured yet; the screen then creates it with PATCH', async () => {
    const [tpl] = await templates();
    const missing = await call('GET', `/api/ContractTemplates/${tpl!.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Contract Template not found.',
    });

    // The screen treats the 404 as a new empty template and reads the provider fields to map.
    const details = (
      await call('GET', `/api/DocumentTemplates/${tpl!.id}/details`)
    ).json<DocumentTemplateDetails>();
    const fields = details.fields.slice(0, 3).map((f, i) => ({
      pandadocFieldId: f.uuid,
      name: f.name,
      value: i < 2 ? CONTRACT_VARIABLE_KEYS[i] : '',
    }));
    const created = await call('PATCH', '/api/ContractTemplates', { pandadocId: tpl!.id, fields });
    expect(created.statusCode).toBe(201);
    const record = created.json<ContractTemplateRecord>();
    expect(record).toMatchObject({ pandadocId: tpl!.id, fields, isActive: true, version: 0 });
    expect(Date.parse(record.dateCreated)).not.toBeNaN();

    const got = await call('GET', `/api/ContractTemplates/${tpl!.id}`);
    expect(got.statusCode).toBe(200);
    const detail = got.json<ContractTemplateDetail>();
    expect(detail).toMatchObject({ ...record, template: { id: tpl!.id, name: tpl!.name } });
    expect(detail.template!.fields).toEqual(details.fields);

    const row = (await rows()).find((r) => r.pandadocId === tpl!.id);
    expect(row).toEqual({
      pandadocId: tpl!.id,
      name: tpl!.name,
      isConfigured: true,
      // Two of the three fields sent carry a contract variable.
      mappedFieldCount: 2,
      fieldCount: 3,
      isActive: true,
      contractTemplateId: record.id,
      version: 0,
    });
  });

  it('deactivates with a partial PATCH, refuses a stale one with 409, and reactivates', async () => {
    const [, tpl] = await templates();
    const rec = (
      await call('PATCH', '/api/ContractTemplates', { pandadocId: tpl!.id })
    ).json<ContractTemplateRecord>();
    expect(rec).toMatchObject({ fields: [], isActive: true });
    expect((await rows()).find((r) => r.pandadocId === tpl!.id)!.isConfigured).toBe(false);

    const off = await call('PATCH', '/api/ContractTemplates', {
      id: rec.id,
      version: rec.version,
      pandadocId: tpl!.id,
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false, fields: [], version: 1 });
    const stale = await call('PATCH', '/api/ContractTemplates', {
      id: rec.id,
      version: 0,
      pandadocId: tpl!.id,
      isActive: true,
    });
    expect(stale.statusCode).toBe(409);
    const on = await call('PATCH', '/api/ContractTemplates', {
      id: rec.id,
      version: 1,
      pandadocId: tpl!.id,
      isActive: true,
    });
    expect(on.json()).toMatchObject({ isActive: true, version: 2 });
  });

  it('refuses a second record for the same provider template, unknown templates and bad mappings', async () => {
    const [, , tpl] = await templates();
    expect(
      (await call('PATCH', '/api/ContractTemplates', { pandadocId: tpl!.id })).statusCode,
    ).toBe(201);
    const dup = await call('PATCH', '/api/ContractTemplates', { pandadocId: tpl!.id });
    expect(dup.statusCode).toBe(409);
    const unknown = await call('PATCH', '/api/ContractTemplates', {
      pandadocId: 'no-such-template',
    });
    expect(unknown.statusCode).toBe(400);
    expect(issuePaths(unknown)).toEqual(['body.pandadocId']);
    const badValue = await call('PATCH', '/api/ContractTemplates', {
      pandadocId: tpl!.id,
      fields: [{ pandadocFieldId: 'f1', name: 'x', value: 'customerShoeSize' }],
    });
    expect(badValue.statusCode).toBe(400);
    expect(issuePaths(badValue)).toEqual(['body.fields.0.value']);
    const repeated = await call('PATCH', '/api/ContractTemplates', {
      pandadocId: tpl!.id,
      fields: [
        { pandadocFieldId: 'f1', name: 'x', value: 'today' },
        { pandadocFieldId: 'f1', name: 'y', value: 'totalCost' },
      ],
    });
    expect(issuePaths(repeated)).toEqual(['body.fields']);
    const noVersion = await call('PATCH', '/api/ContractTemplates', {
      id: '00000000-0000-4000-8000-000000000000',
      pandadocId: tpl!.id,
    });
    expect(issuePaths(noVersion)).toEqual(['body.version']);
  });

  it('refuses moving a record to another provider template', async () => {
    const [, , , , a, b] = await templates();
    const rec = (
      await call('PATCH', '/api/ContractTemplates', { pandadocId: a!.id })
    ).json<ContractTemplateRecord>();
    const moved = await call('PATCH', '/api/ContractTemplates', {
      id: rec.id,
      version: rec.version,
      pandadocId: b!.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(issuePaths(moved)).toEqual(['body.pandadocId']);
  });
});
