import {
  orderIncentives,
  type FinanceOption,
  type IncentiveEntry,
  type Inverter,
  type Panel,
  type PanelArray,
  type PaymentPlan,
  type PostSolarPlan,
  type PowerCompany,
  type PowerUsage,
} from '@pb/core';
import { formatEpc, formatKwh } from './format';
import { annualUsageOf } from './usage-total';

/** What the comparison reads on both sides: the customer's details and a proposal's. */
export type ComparableDetails = {
  powerCompany: PowerCompany | null;
  preSolarPlan: PaymentPlan | null;
  postSolarPlan: PostSolarPlan | null;
  preSolarPowerUsage: PowerUsage | null;
  panel: Panel | null;
  inverter: Inverter | null;
  financeOption: FinanceOption | null;
  epc: number;
  panelArrays: readonly Pick<PanelArray, 'panels' | 'tilt' | 'azimuth'>[];
  shadingReductionPct: number;
  incentives: readonly IncentiveEntry[];
};

/** One compared item: both sides as text, whether they differ, and the form fields a sync sets. */
export type ComparedItem = {
  key: string;
  label: string;
  customer: string;
  proposal: string;
  isDifferent: boolean;
  /** Form field → value that makes the customer's details match the proposal's. */
  changes: Record<string, unknown>;
};

const NONE = '—';
const nameOf = (item: { name: string } | null) => item?.name ?? NONE;
const idOf = (item: { id: string } | null) => item?.id ?? '';
const buildOf = (arrays: ComparableDetails['panelArrays']) =>
  arrays.map((a) => `${a.panels} @ ${a.tilt ?? NONE}°/${a.azimuth ?? NONE}°`).join(', ') || NONE;
const incentivesOf = (entries: readonly IncentiveEntry[]) =>
  entries.map((e) => e.incentive.name).join(', ') || NONE;
const incentiveKey = (entries: readonly IncentiveEntry[]) =>
  entries
    .map((e) => `${e.incentive.id}:${e.incentive.value}:${e.incentive.max}`)
    .sort()
    .join('|');

type ItemDefinition = {
  key: string;
  label: string;
  /** Shown text. */
  show: (d: ComparableDetails) => string;
  /** Compared value (ids rather than names, so a renamed item still matches). */
  compare: (d: ComparableDetails) => string;
  changes: (proposal: ComparableDetails) => Record<string, unknown>;
};

const ITEMS: readonly ItemDefinition[] = [
  {
    key: 'powerCompany',
    label: 'Power Company',
    show: (d) =>
      `${nameOf(d.powerCompany)} · ${nameOf(d.preSolarPlan)} → ${nameOf(d.postSolarPlan)}`,
    compare: (d) => [idOf(d.powerCompany), idOf(d.preSolarPlan), idOf(d.postSolarPlan)].join('|'),
    changes: (p) => ({
      powerCompany: p.powerCompany,
      preSolarPlan: p.preSolarPlan,
      postSolarPlan: p.postSolarPlan,
    }),
  },
  {
    key: 'annualUsage',
    label: 'Annual Usage',
    show: (d) => formatKwh(annualUsageOf(d.preSolarPowerUsage, d.preSolarPlan)),
    compare: (d) => String(Math.round(annualUsageOf(d.preSolarPowerUsage, d.preSolarPlan))),
    changes: (p) => (p.preSolarPowerUsage ? { preSolarPowerUsage: p.preSolarPowerUsage } : {}),
  },
  {
    key: 'panel',
    label: 'Panel',
    show: (d) => nameOf(d.panel),
    compare: (d) => idOf(d.panel),
    changes: (p) => ({ panel: p.panel }),
  },
  {
    key: 'inverter',
    label: 'Inverter',
    show: (d) => nameOf(d.inverter),
    compare: (d) => idOf(d.inverter),
    changes: (p) => ({ inverter: p.inverter }),
  },
  {
    key: 'financeOption',
    label: 'Finance Option',
    show: (d) => nameOf(d.financeOption),
    compare: (d) => idOf(d.financeOption),
    changes: (p) => ({ financeOption: p.financeOption }),
  },
  {
    key: 'epc',
    label: 'EPC',
    show: (d) => formatEpc(d.epc),
    compare: (d) => d.epc.toFixed(4),
    changes: (p) => ({ epc: p.epc }),
  },
  {
    key: 'build',
    label: 'Recommended Build',
    show: (d) => buildOf(d.panelArrays),
    compare: (d) => buildOf(d.panelArrays),
    changes: (p) => ({ panelArrays: p.panelArrays }),
  },
  {
    key: 'shading',
    label: 'Shading',
    show: (d) => `${d.shadingReductionPct}%`,
    compare: (d) => String(d.shadingReductionPct),
    changes: (p) => ({
      hasShading: p.shadingReductionPct > 0,
      shadingReductionPct: p.shadingReductionPct,
    }),
  },
  {
    key: 'incentives',
    label: 'Incentives',
    show: (d) => incentivesOf(d.incentives),
    compare: (d) => incentiveKey(d.incentives),
    changes: (p) => ({ incentives: orderIncentives(p.incentives) }),
  },
];

/**
 * 'Current Details For Proposal' (spec 3 §2): the customer's details against a proposal's, item
 * by item — power company and plans, annual usage, panel, inverter, finance option, EPC,
 * recommended build, shading, incentives. A proposal without its own pre-solar plan was priced
 * with the customer's, so its usage is read with that plan.
 */
export function compareDetails(
  customer: ComparableDetails,
  proposal: ComparableDetails,
): ComparedItem[] {
  const proposalSide = {
    ...proposal,
    preSolarPlan: proposal.preSolarPlan ?? customer.preSolarPlan,
  };
  return ITEMS.map((item) => ({
    key: item.key,
    label: item.label,
    customer: item.show(customer),
    proposal: item.show(proposalSide),
    isDifferent: item.compare(customer) !== item.compare(proposalSide),
    changes: item.changes(proposalSide),
  }));
}
