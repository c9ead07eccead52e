import { describe, expect, it } from 'vitest';
import { MONEY_RULE_MESSAGES as M } from '../messages/money-rule-messages';
import { entry, incentive } from '../testing/calculation-fixtures';
import { resolveIncentives } from './resolve-incentives';
import { SOUTH_CAROLINA_INCENTIVE } from './south-carolina-incentive';

const federal = incentive({
  id: 'fed',
  name: 'Federal Tax Credit',
  type: '% of Total Cost',
  value: 26,
  scope: 'Federal',
  statesServiced: [],
});
const rebate = incentive({ id: 'nc', name: 'NC Rebate', value: 1000, max: 1000, hasNoMax: false });
const sc = { ...SOUTH_CAROLINA_INCENTIVE, id: 'sc' };
const todayOnly = incentive({
  id: 'today',
  name: 'Today Only Incentive',
  type: 'Today Only Incentive',
  value: 0,
  max: 2000,
  hasNoMax: false,
  scope: 'Custom',
  statesServiced: [],
});
const catalogue = [federal, rebate, sc, todayOnly];
const resolve = (sent: ReturnType<typeof entry>[], canAddCustom = false, previous = []) =>
  resolveIncentives({ sent, catalogue, previous, canAddCustom });

describe('resolveIncentives: the server decides each incentive', () => {
  it('takes the Federal type and max from the catalogue; only its percentage (0–26) from the client', () => {
    // Issue 9: the Federal credit retyped to '$ per Watt' with value 26 gave a $208,000 deduction.
    const retyped = { ...federal, type: '$ per Watt' as const, value: 26 };
    const r = resolve([entry(retyped)]);
    expect(r).toEqual({ ok: true, entries: [{ incentive: federal, deduction: 0 }] });
    const lowered = resolve([entry({ ...federal, value: 22 })]);
    expect(lowered.ok && lowered.entries[0]!.incentive.value).toBe(22);
    expect(resolve([entry({ ...federal, value: 27 })])).toEqual({
      ok: false,
      issues: [{ index: 0, message: M.federalOutOfRange, reason: 'invalid' }],
    });
  });

  it('ignores every client change to a Local incentive', () => {
    // Issue 9: a Local rebate's value raised to 20000 with no max was accepted.
    const r = resolve([entry({ ...rebate, value: 20_000, max: 0, hasNoMax: true })]);
    expect(r).toEqual({ ok: true, entries: [{ incentive: rebate, deduction: 0 }] });
  });

  it('lets a rep edit the South Carolina amount and max within 0–3500', () => {
    const r = resolve([entry({ ...sc, value: 20, max: 3000 })]);
    expect(r.ok && r.entries[0]!.incentive).toMatchObject({
      value: 20,
      max: 3000,
      kind: 'southCarolina',
    });
    for (const bad of [{ max: 3501 }, { value: 101 }, { hasNoMax: true, max: 0 }]) {
      expect(resolve([entry({ ...sc, ...bad })])).toMatchObject({
        ok: false,
        issues: [{ message: M.southCarolinaOutOfRange }],
      });
    }
  });

  it('refuses an id the catalogue does not know, and an incentive listed twice', () => {
    expect(resolve([entry({ ...rebate, id: 'made-up', name: 'Gift' })])).toMatchObject({
      ok: false,
      issues: [{ message: M.unknownIncentive('Gift'), reason: 'invalid' }],
    });
    expect(resolve([entry(rebate), entry(rebate)])).toMatchObject({
      ok: false,
      issues: [{ index: 1, message: M.incentiveTwice('NC Rebate') }],
    });
  });

  it('keeps a stored copy of an incentive the catalogue no longer has', () => {
    const gone = incentive({ id: 'gone', name: 'Old Rebate', value: 500 });
    const r = resolveIncentives({
      sent: [entry({ ...gone, value: 9000 })],
      catalogue,
      previous: [entry(gone)],
      canAddCustom: false,
    });
    expect(r).toEqual({ ok: true, entries: [{ incentive: gone, deduction: 0 }] });
  });

  it('accepts a Custom incentive only from PB_MANAGE_ADMIN_ITEMS, or stored unchanged', () => {
    // Issue 9: a $15,000 Custom incentive was accepted from the demo Closer.
    const custom = incentive({
      id: 'custom-1',
      name: 'Gift',
      value: 15_000,
      scope: 'Custom',
      statesServiced: [],
    });
    expect(resolve([entry(custom)])).toMatchObject({
      ok: false,
      issues: [{ message: M.customIncentiveNotAllowed, reason: 'forbidden' }],
    });
    expect(resolve([entry(custom)], true)).toMatchObject({ ok: true });
    const stored = resolveIncentives({
      sent: [entry(custom)],
      catalogue,
      previous: [entry(custom)],
      canAddCustom: false,
    });
    expect(stored).toMatchObject({ ok: true });
    const raised = resolveIncentives({
      sent: [entry({ ...custom, value: 50_000 })],
      catalogue,
      previous: [entry(custom)],
      canAddCustom: false,
    });
    expect(raised).toMatchObject({ ok: false });
  });

  it('keeps only the months and a lower max of a Today Only incentive', () => {
    const sent = { ...todayOnly, max: 90_000, value: 90_000, hasNoMax: true };
    const r = resolve([entry(sent, 6)]);
    expect(r.ok && r.entries[0]).toEqual({
      incentive: { ...todayOnly, max: 2000, hasNoMax: false },
      deduction: 0,
      months: 6,
    });
    const lower = resolve([entry({ ...todayOnly, max: 500 }, 12)]);
    expect(lower.ok && lower.entries[0]!.incentive.max).toBe(500);
    expect(resolve([entry(todayOnly), entry({ ...todayOnly, id: 'other' })])).toMatchObject({
      ok: false,
      issues: [{ message: M.oneTodayOnly }],
    });
  });
});
