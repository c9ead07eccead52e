import {
  FEDERAL_TAX_CREDIT_MAX_PERCENT,
  SOUTH_CAROLINA_INCENTIVE_MAX,
} from '../api/catalogue/incentives.schema';
import { TODAY_ONLY_INCENTIVE_NAME } from '../catalogue/adder.schema';
import type { Incentive, IncentiveEntry } from '../catalogue/incentive.schema';
import { MONEY_RULE_MESSAGES as M } from '../messages/money-rule-messages';
import { FEDERAL_TAX_CREDIT } from './federal-tax-credit';
import { isSouthCarolinaIncentive, SOUTH_CAROLINA_INCENTIVE } from './south-carolina-incentive';
import { clampTodayOnlyMonths, isTodayOnly } from './today-only-incentive';

/** Id of a Today Only incentive made on a proposal when the catalogue has none. */
export const TODAY_ONLY_INCENTIVE_ID = 'today-only-incentive';

export interface ResolveIncentivesInput {
  /** The entries a client sent. */
  sent: readonly IncentiveEntry[];
  /** The live catalogue incentives. */
  catalogue: readonly Incentive[];
  /** The entries already stored on the record being saved (none for a new one). */
  previous: readonly IncentiveEntry[];
  /** PB_MANAGE_ADMIN_ITEMS: may add or change a Custom incentive. */
  canAddCustom: boolean;
}

export interface IncentiveIssue {
  /** Index of the sent entry. */
  index: number;
  message: string;
  /** 'forbidden' → 403 (a capability is missing); 'invalid' → 400. */
  reason: 'forbidden' | 'invalid';
}

export type ResolvedIncentives =
  { ok: true; entries: IncentiveEntry[] } | { ok: false; issues: IncentiveIssue[] };

const BUILT_IN: readonly Incentive[] = [FEDERAL_TAX_CREDIT, SOUTH_CAROLINA_INCENTIVE];

/** Same incentive definition, field by field (what a client might have changed). */
export function isSameIncentive(a: Incentive, b: Incentive): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.type === b.type &&
    a.value === b.value &&
    a.max === b.max &&
    a.hasNoMax === b.hasNoMax &&
    a.scope === b.scope &&
    (a.kind ?? 'standard') === (b.kind ?? 'standard') &&
    a.statesServiced.length === b.statesServiced.length &&
    a.statesServiced.every((s, i) => s === b.statesServiced[i])
  );
}

const isFederalPercent = (i: Incentive) => i.scope === 'Federal' && i.type === '% of Total Cost';

/**
 * The incentives a save stores, decided by the server (issue 9; spec 3 §5 "Incentives", §6):
 *
 * - A Federal or Local incentive is the catalogue's, found by id (or the built-in Federal / South
 *   Carolina incentive, or the copy already stored on the record when the catalogue item has gone).
 *   Only what the spec lets a rep edit is read from the client: the Federal percentage within
 *   0–26, and the South Carolina incentive's amount and max within 0–3500. Every other field
 *   (type, value, max, states) is the catalogue's.
 * - A Today Only incentive keeps only its months (0–24) and a max the rep may lower; its max is
 *   never above the catalogue's Today Only max, and its value is recomputed by the engine.
 * - A Custom incentive needs PB_MANAGE_ADMIN_ITEMS unless it is stored unchanged on the record.
 * - Unknown ids, values out of range and an incentive listed twice are refused.
 *
 * Deductions are set to 0: the engine recomputes every one.
 */
export function resolveIncentives(input: ResolveIncentivesInput): ResolvedIncentives {
  const issues: IncentiveIssue[] = [];
  const entries: IncentiveEntry[] = [];
  const seen = new Set<string>();
  const todayOnlyTemplate = input.catalogue.find((i) => isTodayOnly(i)) ?? null;
  input.sent.forEach((entry, index) => {
    const sent = entry.incentive;
    const invalid = (message: string) => issues.push({ index, message, reason: 'invalid' });
    if (seen.has(sent.id)) return invalid(M.incentiveTwice(sent.name));
    seen.add(sent.id);
    if (isTodayOnly(sent)) {
      if (entries.some((e) => isTodayOnly(e.incentive))) return invalid(M.oneTodayOnly);
      const cap =
        todayOnlyTemplate && !todayOnlyTemplate.hasNoMax ? todayOnlyTemplate.max : Infinity;
      const asked = sent.max > 0 ? sent.max : (todayOnlyTemplate?.max ?? 0);
      entries.push({
        incentive: {
          id: todayOnlyTemplate?.id ?? TODAY_ONLY_INCENTIVE_ID,
          name: TODAY_ONLY_INCENTIVE_NAME,
          type: 'Today Only Incentive',
          value: 0,
          max: Math.min(asked, cap),
          hasNoMax: false,
          scope: 'Custom',
          statesServiced: [],
        },
        deduction: 0,
        months: clampTodayOnlyMonths(entry.months),
      });
      return;
    }
    if (sent.scope === 'Custom') {
      const isStored = input.previous.some((p) => isSameIncentive(p.incentive, sent));
      if (!input.canAddCustom && !isStored) {
        issues.push({ index, message: M.customIncentiveNotAllowed, reason: 'forbidden' });
        return;
      }
      entries.push({ incentive: { ...sent, statesServiced: [] }, deduction: 0 });
      return;
    }
    const base =
      input.catalogue.find((i) => i.id === sent.id) ??
      BUILT_IN.find((i) => i.id === sent.id) ??
      input.previous.find((p) => p.incentive.id === sent.id)?.incentive;
    if (!base) return invalid(M.unknownIncentive(sent.name));
    let incentive: Incentive = { ...base };
    if (isFederalPercent(base)) {
      if (!(sent.value >= 0 && sent.value <= FEDERAL_TAX_CREDIT_MAX_PERCENT)) {
        return invalid(M.federalOutOfRange);
      }
      incentive = { ...incentive, value: sent.value };
    } else if (isSouthCarolinaIncentive(base)) {
      const isIn = (v: number) => v >= 0 && v <= SOUTH_CAROLINA_INCENTIVE_MAX;
      const isPercentOver = base.type === '% of Total Cost' && sent.value > 100;
      if (!isIn(sent.value) || isPercentOver || sent.hasNoMax || !isIn(sent.max)) {
        return invalid(M.southCarolinaOutOfRange);
      }
      incentive = { ...incentive, value: sent.value, max: sent.max, hasNoMax: false };
    }
    entries.push({ incentive, deduction: 0 });
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, entries };
}
