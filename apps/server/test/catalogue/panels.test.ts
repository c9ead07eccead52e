import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanelRecord } from '@pb/core';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient, issuePaths } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
});
afterAll(() => t.close());

const body = { name: 'Test Panel 390', cells: 390, productionPercentage: 100 };
const list = async () => (await call('GET', '/api/Panels')).json<PanelRecord[]>();
const defaults = async () => (await list()).filter((p) => p.isDefault);

describe('panels API', () => {
  it('lists the seeded panels ordered by name, exactly one default', async () => {
    const panels = await list();
    expect(panels.length).toBeGreaterThanOrEqual(5);
    const names = panels.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(await defaults()).toHaveLength(1);
  });

  it('creates with defaults filled in (empty installers and states), reads it back, case-insensitive path', async () => {
    const res = await call('POST', '/api/panels', body);
    expect(res.statusCode).toBe(201);
    const panel = res.json<PanelRecord>();
    expect(panel).toMatchObject({
      ...body,
      isDefault: false,
      installerIds: [],
      statesServiced: [],
      version: 0,
    });
    const got = await call('GET', `/API/PANELS/${panel.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(panel);
  });

  it('validates numbers and names, naming each field, and creates nothing', async () => {
    const before = (await list()).length;
    const res = await call('POST', '/api/Panels', {
      name: ' ',
      cells: -5,
      productionPercentage: -1,
      statesServiced: ['AZ', 'AZ'],
      installerIds: ['nope'],
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.cells',
        'body.productionPercentage',
        'body.statesServiced',
        'body.installerIds.0',
      ]),
    );
    expect((await list()).length).toBe(before);
    const zero = await call('POST', '/api/Panels', { ...body, cells: 0 });
    expect(issuePaths(zero)).toContain('body.cells');
  });

  it('refuses unknown installers', async () => {
    const res = await call('POST', '/api/Panels', {
      ...body,
      installerIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(['body.installerIds.0']);
  });

  it('keeps exactly one default: choosing a new default clears the old one (and bumps its version)', async () => {
    const [oldDefault] = await defaults();
    const created = (
      await call('POST', '/api/Panels', { ...body, name: 'Default Candidate', isDefault: true })
    ).json<PanelRecord>();
    expect(created.isDefault).toBe(true);
    let ds = await defaults();
    expect(ds.map((p) => p.id)).toEqual([created.id]);
    const old = (await call('GET', `/api/Panels/${oldDefault!.id}`)).json<PanelRecord>();
    expect(old).toMatchObject({ isDefault: false, version: oldDefault!.version + 1 });

    // Switch back through an update.
    const res = await call('PUT', '/api/Panels', { ...old, isDefault: true });
    expect(res.statusCode).toBe(200);
    ds = await defaults();
    expect(ds.map((p) => p.id)).toEqual([oldDefault!.id]);
  });

  it('refuses to unset the default or delete it while others exist', async () => {
    const [d] = await defaults();
    const unset = await call('PUT', '/api/Panels', { ...d, isDefault: false });
    expect(unset.statusCode).toBe(400);
    expect(issuePaths(unset)).toEqual(['body.isDefault']);
    const del = await call('DELETE', `/api/Panels/${d!.id}`);
    expect(del.statusCode).toBe(400);
    expect(await defaults()).toHaveLength(1);
  });

  it('updates with the version read and refuses a stale version with 409, keeping the winner', async () => {
    const panel = (
      await call('POST', '/api/Panels', { ...body, name: 'Race Panel' })
    ).json<PanelRecord>();
    const first = await call('PUT', '/api/Panels', { ...panel, cells: 395 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ cells: 395, version: 1 });
    const second = await call('PUT', '/api/Panels', { ...panel, cells: 410 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT' });
    expect(second.json().message).toMatch(/changed by someone else/);
    expect((await call('GET', `/api/Panels/${panel.id}`)).json().cells).toBe(395);
  });

  it('requires id and version on PUT', async () => {
    const res = await call('PUT', '/api/Panels', body);
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(expect.arrayContaining(['body.id', 'body.version']));
  });

  it('soft-deletes: answers true, then the panel is hidden from the list, GET and PUT', async () => {
    const panel = (
      await call('POST', '/api/Panels', { ...body, name: 'Doomed Panel' })
    ).json<PanelRecord>();
    const del = await call('DELETE', `/api/Panels/${panel.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toBe(true);
    expect((await list()).some((p) => p.id === panel.id)).toBe(false);
    expect((await call('GET', `/api/Panels/${panel.id}`)).statusCode).toBe(404);
    expect((await call('PUT', '/api/Panels', panel)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Panels/${panel.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('GET', '/api/Panels/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const bad = await call('GET', '/api/Panels/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad)).toEqual(['params.id']);
  });
});
