import {
  DEFAULT_ADDER_NAMES,
  DEFAULT_PROPOSAL_TEMPLATES,
  MONTHS,
  type Adder,
  type Customer,
  type FinanceOptionRecord,
  type IncentiveRecord,
  type InstallerRecord,
  type InverterRecord,
  type PanelRecord,
  type PaymentPlan,
  type PostSolarPlan,
  type PowerCompany,
  type SiteSettingsRecord,
} from '@pb/core';

/**
 * A small, round world for proposal tests: an NC customer using 12 000 kWh a year; one south
 * face of 20 × 400 W panels, each making 50 kWh a month (8 kW, 12 000 kWh, 100 % offset); EPC
 * 3.50 $/W ($28 000); Sunlight 25 yr at 3.99 % with a 20 % fee; Federal 26 % and an NC $1000.
 */
export const IDS = {
  customer: '11111111-1111-4111-8111-111111111111',
  proposal: '22222222-2222-4222-8222-222222222222',
  solex: '33333333-3333-4333-8333-333333333301',
  cee: '33333333-3333-4333-8333-333333333302',
  titan: '33333333-3333-4333-8333-333333333303',
  panel: '44444444-4444-4444-8444-444444444401',
  titanPanel: '44444444-4444-4444-8444-444444444402',
  sunlight: '55555555-5555-4555-8555-555555555501',
  titanLoan: '55555555-5555-4555-8555-555555555502',
  federal: '66666666-6666-4666-8666-666666666601',
  ncRebate: '66666666-6666-4666-8666-666666666602',
  inverter: '77777777-7777-4777-8777-777777777701',
} as const;

export const plan = (id: string): PaymentPlan => ({
  id,
  name: 'Residential',
  monthGroups: [
    {
      id: `${id}-all`,
      name: 'All year',
      months: [...MONTHS],
      fixedCost: 10,
      tiers: [
        { tierNumber: 1, upToKwh: 1000, cost: 0.12 },
        { tierNumber: 2, upToKwh: 999_999_999, cost: 0.15 },
      ],
    },
  ],
});
export const postPlan: PostSolarPlan = {
  ...plan('post'),
  hasNetMetering: false,
  netMeteringPercentage: 0,
  netMeteringRate: 0,
};

export const powerCompany: PowerCompany = {
  id: '88888888-8888-4888-8888-888888888801',
  name: 'Duke Energy',
  maxTotalOffset: 110,
  maxSolarOffset: 105,
  statesServiced: ['NC'],
  systemSizeLimit: 20,
  ratesFixed: true,
  preSolarPlans: [plan('pre')],
  postSolarPlans: [postPlan],
};

export const customer: Customer = {
  id: IDS.customer,
  firstName: 'Tanya',
  lastName: 'Brooks',
  address1: '6312 Six Forks Rd',
  address2: '',
  city: 'Raleigh',
  state: 'NC',
  zip: '27609',
  latitude: 35.84,
  longitude: -78.63,
  locationSource: 'address',
  phone: '',
  email: 'tanya@example.com',
  metaData: { BsaId: 'BSA-1' },
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

export const installers: InstallerRecord[] = [
  {
    id: IDS.cee,
    name: 'CEE Installations',
    baseTemplate: 'CEE',
    statesServiced: ['NC', 'SC'],
    isDefault: false,
    adders: [],
    version: 0,
  },
  {
    id: IDS.solex,
    name: 'Solex Installation Services',
    baseTemplate: 'Solex',
    statesServiced: [],
    isDefault: true,
    adders: [],
    version: 0,
  },
  {
    id: IDS.titan,
    name: 'Titan Solar Installs',
    baseTemplate: 'Titan',
    statesServiced: [],
    isDefault: false,
    adders: [],
    version: 0,
  },
];

export const panels: PanelRecord[] = [
  {
    id: IDS.panel,
    name: 'Qcells 400W',
    cells: 400,
    isDefault: true,
    productionPercentage: 100,
    installerIds: [],
    statesServiced: [],
    version: 0,
  },
  {
    id: IDS.titanPanel,
    name: 'Titan-only 410W',
    cells: 410,
    isDefault: false,
    productionPercentage: 100,
    installerIds: [IDS.titan],
    statesServiced: [],
    version: 0,
  },
];

export const inverters: InverterRecord[] = [
  {
    id: IDS.inverter,
    name: 'Enphase IQ8+',
    losses: 14,
    incentiveMultiplier: 1,
    isDefault: true,
    version: 0,
  },
];

export const financeOptions: FinanceOptionRecord[] = [
  {
    id: IDS.sunlight,
    name: 'Sunlight 25 Year 3.99%',
    apr: 3.99,
    lengthInYears: 25,
    minEpc: 2.5,
    maxEpc: 5.5,
    fee: 20,
    maxLoanAmount: 100_000,
    installerIds: [],
    version: 0,
  },
  {
    id: IDS.titanLoan,
    name: 'Titan Loan',
    apr: 2.99,
    lengthInYears: 20,
    minEpc: 2.5,
    maxEpc: 5.5,
    fee: 20,
    maxLoanAmount: 100_000,
    installerIds: [IDS.titan],
    version: 0,
  },
];

export const incentives: IncentiveRecord[] = [
  {
    id: IDS.federal,
    name: 'Federal Tax Credit',
    type: '% of Total Cost',
    value: 26,
    max: 0,
    hasNoMax: true,
    scope: 'Federal',
    statesServiced: [],
    version: 0,
  },
  {
    id: IDS.ncRebate,
    name: 'North Carolina Solar Rebate',
    type: 'Fixed Amount',
    value: 1000,
    max: 1000,
    hasNoMax: false,
    scope: 'Local',
    statesServiced: ['NC'],
    version: 0,
  },
];

const adder = (name: string, dollars: number): Adder => ({
  name,
  adder: dollars,
  isEpcAdder: false,
  epcAdder: 0,
  isLocked: false,
  numTrees: 0,
  months: 0,
  isRoofType: false,
});

export const siteSettings: SiteSettingsRecord = {
  defaultEpcTarget: 3.5,
  adders: DEFAULT_ADDER_NAMES.map((name) => adder(name, name === 'Ground Mount' ? 3500 : 500)),
  roofTypes: [
    { ...adder('Comp Shingle', 0), isRoofType: true },
    { ...adder('Tile', 0), isRoofType: true, isEpcAdder: true, epcAdder: 0.25 },
  ],
  steepPtichAmount: 35,
  treeAdderAmount: 300,
  flatRoofAmount: 1500,
  version: 0,
};

export const templates = DEFAULT_PROPOSAL_TEMPLATES.map((t) => ({ ...t }));
