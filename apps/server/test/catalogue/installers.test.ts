import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_TEMPLATES,
  INSTALLER_CREATE_BASE_TEMPLATES,
  PRODUCT_BASE_TEMPLATE,
  type InstallerRecord,
} from '@pb/core';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient, issuePaths } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
});
afterAll(() => t.close());

const notCreatable = BASE_TEMPLATES.filter((b) => !INSTALLER_CREATE_BASE_TEMPLATES.includes(b));
const body = { name: 'Test Installer', baseTemplate: INSTALLER_CREATE_BASE_TEMPLATES[1]! };
const list = async () => (await call('GET', '/api/Installers')).json<InstallerRecord[]>();
const defaults = async () => (await list()).filter((i) => i.isDefault);

describe('installers API', () => {
  it('lists one seeded installer per base template, the company brand being the default', async () => {
    const items = await list();
    expect(new Set(items.map((i) => i.baseTemplate))).toEqual(new Set(BASE_TEMPLATES));
    const ds = await defaults();
    expect(ds).toHaveLength(1);
    expect(ds[0]!.baseTemplate).toBe(PRODUCT_BASE_TEMPLATE);
  });

  it('creates with the creatable base templates only', async () => {
    for (const baseTemplate of INSTALLER_CREATE_BASE_TEMPLATES) {
      const res = await call('POST', '/api/Installers', {
        ...body,
        name: `New ${baseTemplate}`,
        baseTemplate,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        baseTemplate,
        statesServiced: [],
        adders: [],
        isDefault: false,
        version: 0,
      });
    }
    for (const baseTemplate of notCreatable) {
      const res = await call('POST', '/api/Installers', { ...body, baseTemplate });
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toEqual(['body.baseTemplate']);
      expect(res.json().message).toMatch(/must be one of/);
    }
  });

  it('updates with PATCH, where every base template is allowed; 409 when stale', async () => {
    const inst = (
      await call('POST', '/api/Installers', { ...body, name: 'Patchable' })
    ).json<InstallerRecord>();
    const patched = await call('PATCH', '/api/installers', {
      ...inst,
      baseTemplate: notCreatable[0],
      statesServiced: ['GA'],
      adders: [{ state: 'GA', adder: 0.12 }],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      baseTemplate: notCreatable[0],
      adders: [{ state: 'GA', adder: 0.12 }],
      version: 1,
    });
    const stale = await call('PATCH', '/api/installers', { ...inst, name: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
  });

  it('validates adders: one per state, non-negative, known states', async () => {
    const res = await call('POST', '/api/Installers', {
      ...body,
      adders: [
        { state: 'AZ', adder: 0.1 },
        { state: 'AZ', adder: 0.2 },
      ],
    });
    expect(issuePaths(res)).toEqual(['body.adders']);
    const neg = await call('POST', '/api/Installers', {
      ...body,
      adders: [{ state: 'XX', adder: -1 }],
    });
    expect(issuePaths(neg)).toEqual(
      expect.arrayContaining(['body.adders.0.state', 'body.adders.0.adder']),
    );
  });

  it('keeps exactly one default when another installer is made default', async () => {
    const [old] = await defaults();
    const created = (
      await call('POST', '/api/Installers', { ...body, name: 'Next Default', isDefault: true })
    ).json<InstallerRecord>();
    expect((await defaults()).map((i) => i.id)).toEqual([created.id]);
    const oldNow = (await call('GET', `/api/Installers/${old!.id}`)).json<InstallerRecord>();
    expect(oldNow.isDefault).toBe(false);
    const back = await call('PATCH', '/api/Installers', { ...oldNow, isDefault: true });
    expect(back.statusCode).toBe(200);
    expect((await defaults()).map((i) => i.id)).toEqual([old!.id]);
    expect((await call('DELETE', `/api/Installers/${old!.id}`)).statusCode).toBe(400);
  });

  it('soft-deletes: hidden, but a panel holding its id keeps it and can still be saved', async () => {
    const inst = (
      await call('POST', '/api/Installers', { ...body, name: 'Leaving Installer' })
    ).json<InstallerRecord>();
    const panel = (
      await call('POST', '/api/Panels', {
        name: 'Panel With Installer',
        cells: 400,
        installerIds: [inst.id],
      })
    ).json();
    expect((await call('DELETE', `/api/Installers/${inst.id}`)).json()).toBe(true);
    expect((await list()).some((i) => i.id === inst.id)).toBe(false);
    expect((await call('GET', `/api/Installers/${inst.id}`)).statusCode).toBe(404);
    const kept = (await call('GET', `/api/Panels/${panel.id}`)).json();
    expect(kept.installerIds).toEqual([inst.id]);
    expect((await call('PUT', '/api/Panels', { ...kept, cells: 405 })).statusCode).toBe(200);
    // …but a new item cannot pick the deleted installer.
    const fresh = await call('POST', '/api/Panels', {
      name: 'Too Late',
      cells: 400,
      installerIds: [inst.id],
    });
    expect(fresh.statusCode).toBe(400);
  });
});
