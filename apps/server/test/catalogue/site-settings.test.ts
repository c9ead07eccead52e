import { tableChanged } from '../../src/db/table-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADDER_NAMES, UNLOCKABLE_ADDER_NAMES, type SiteSettingsRecord } from '@pb/core';
import { siteSettings } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient, issuePaths } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
});
afterAll(() => t.close());

const get = async () => (await call('GET', '/api/settings/site')).json<SiteSettingsRecord>();
const customAdder = {
  name: 'Critter Guard',
  adder: 400,
  isEpcAdder: false,
  epcAdder: 0,
  isLocked: true,
  numTrees: 0,
  months: 0,
  isRoofType: false,
};

describe('site settings API', () => {
  it('serves the seeded settings: EPC target, the ten default adders, roof types (Comp Shingle first)', async () => {
    const s = await get();
    expect(s).toMatchObject({
      defaultEpcTarget: 3.5,
      steepPtichAmount: 35,
      treeAdderAmount: 300,
      flatRoofAmount: 1500,
      version: 0,
    });
    expect(s.adders.map((a) => a.name)).toEqual([...DEFAULT_ADDER_NAMES]);
    expect(s.adders.every((a) => a.adder > 0)).toBe(true);
    expect(s.roofTypes[0]).toMatchObject({
      name: 'Comp Shingle',
      adder: 0,
      epcAdder: 0,
      isRoofType: true,
    });
    expect(s.roofTypes.find((r) => r.name === 'Tile')).toMatchObject({
      isEpcAdder: true,
      epcAdder: 0.25,
    });
  });

  it('saves amounts, custom adders and roof types at the version read; 409 when stale', async () => {
    const s = await get();
    const next = {
      ...s,
      defaultEpcTarget: 3.25,
      adders: [
        ...s.adders.map((a) => (a.name === 'LED Lights' ? { ...a, adder: 650 } : a)),
        customAdder,
      ],
      roofTypes: [
        ...s.roofTypes,
        {
          ...customAdder,
          name: 'Slate',
          isLocked: false,
          adder: 0,
          isEpcAdder: true,
          epcAdder: 0.4,
        },
      ],
    };
    const res = await call('PATCH', '/api/settings/site', next);
    expect(res.statusCode).toBe(200);
    const saved = res.json<SiteSettingsRecord>();
    expect(saved.version).toBe(s.version + 1);
    expect(saved.defaultEpcTarget).toBe(3.25);
    expect(saved.adders.find((a) => a.name === 'LED Lights')!.adder).toBe(650);
    expect(saved.adders.at(-1)).toEqual(customAdder);
    expect(saved.roofTypes.at(-1)).toMatchObject({
      name: 'Slate',
      isRoofType: true,
      epcAdder: 0.4,
    });
    expect(await get()).toEqual(saved);

    const stale = await call('PATCH', '/API/Settings/Site', { ...next, defaultEpcTarget: 4 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Could not update settings. Someone else saved them first: reload to see their changes, then try again.',
    );
    expect((await get()).defaultEpcTarget).toBe(3.25);
  });

  it('refuses renaming or deleting a default adder, naming it', async () => {
    const s = await get();
    const renamed = await call('PATCH', '/api/settings/site', {
      ...s,
      adders: s.adders.map((a) =>
        a.name === 'Insulation' ? { ...a, name: 'Attic Insulation' } : a,
      ),
    });
    expect(renamed.statusCode).toBe(400);
    expect(issuePaths(renamed)).toEqual(['body.adders']);
    expect(renamed.json().message).toMatch(
      /The default adder "Insulation" cannot be renamed or deleted/,
    );
    const dropped = await call('PATCH', '/api/settings/site', {
      ...s,
      adders: s.adders.filter((a) => a.name !== 'Solcius'),
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().message).toMatch(/"Solcius" cannot be renamed or deleted/);
  });

  it('refuses the lock option on the unlockable adders but allows it on the others', async () => {
    const s = await get();
    for (const name of UNLOCKABLE_ADDER_NAMES) {
      const res = await call('PATCH', '/api/settings/site', {
        ...s,
        adders: s.adders.map((a) => (a.name === name ? { ...a, isLocked: true } : a)),
      });
      expect(res.statusCode, name).toBe(400);
      const index = s.adders.findIndex((a) => a.name === name);
      expect(issuePaths(res)).toEqual([`body.adders.${index}.isLocked`]);
    }
    const lockable = await call('PATCH', '/api/settings/site', {
      ...s,
      adders: s.adders.map((a) => (a.name === 'LED Lights' ? { ...a, isLocked: true } : a)),
    });
    expect(lockable.statusCode).toBe(200);
  });

  it('validates the numbers, duplicate names and at least one roof type', async () => {
    const s = await get();
    const res = await call('PATCH', '/api/settings/site', {
      ...s,
      defaultEpcTarget: -1,
      steepPtichAmount: 91,
      treeAdderAmount: -1,
      flatRoofAmount: -1,
      roofTypes: [],
      adders: [...s.adders, { ...customAdder, name: 'LED Lights', adder: -5 }],
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(
      expect.arrayContaining([
        'body.defaultEpcTarget',
        'body.steepPtichAmount',
        'body.treeAdderAmount',
        'body.flatRoofAmount',
        'body.roofTypes',
        'body.adders',
        `body.adders.${s.adders.length}.adder`,
      ]),
    );
    expect(
      issuePaths(await call('PATCH', '/api/settings/site', { ...s, version: undefined })),
    ).toEqual(['body.version']);
  });

  it('recreates the default row when it is missing', async () => {
    await t.db.delete(siteSettings);
    // Deleted behind the app's back: this process hears of it by NOTIFY, which may come after the
    // next request; drop the cached row now, as the NOTIFY will.
    tableChanged(t.db, 'site_settings');
    const s = await get();
    expect(s).toMatchObject({ defaultEpcTarget: 3.5, version: 0 });
    expect(s.adders).toHaveLength(DEFAULT_ADDER_NAMES.length);
  });
});
