import {
  PRODUCT_BASE_TEMPLATE,
  type CreateIncentiveInputSchema,
  type CreateInverterInput,
  type CreatePanelInput,
  type SaveFinanceOptionInputSchema,
  type UpdateInstallerInput,
} from '@pb/core';
import type { z } from 'zod';

export const PANEL_SEED: CreatePanelInput[] = [
  {
    name: 'Canadian Solar HiKu6 370W',
    cells: 370,
    isDefault: false,
    productionPercentage: 100,
    installerIds: [],
    statesServiced: [],
  },
  {
    name: 'Silfab SIL-380 BK',
    cells: 380,
    isDefault: false,
    productionPercentage: 100,
    installerIds: [],
    statesServiced: [],
  },
  {
    name: 'Qcells Q.PEAK DUO BLK ML-G10+ 400W',
    cells: 400,
    isDefault: true,
    productionPercentage: 100,
    installerIds: [],
    statesServiced: [],
  },
  {
    name: 'REC Alpha Pure 405W',
    cells: 405,
    isDefault: false,
    productionPercentage: 100,
    installerIds: [],
    statesServiced: [],
  },
  {
    name: 'Jinko Tiger Neo 430W',
    cells: 430,
    isDefault: false,
    productionPercentage: 100,
    installerIds: [],
    statesServiced: ['AZ', 'TX', 'FL'],
  },
];

export const INVERTER_SEED: CreateInverterInput[] = [
  { name: 'Enphase IQ8+ Microinverter', losses: 14, incentiveMultiplier: 1, isDefault: true },
  { name: 'Enphase IQ8M Microinverter', losses: 14, incentiveMultiplier: 1, isDefault: false },
  { name: 'SolarEdge HD-Wave SE7600H', losses: 14.5, incentiveMultiplier: 1, isDefault: false },
  { name: 'Tesla Solar Inverter 7.6 kW', losses: 14, incentiveMultiplier: 1, isDefault: false },
];

/** One installer per base template; the company's own brand is the default. */
export const INSTALLER_SEED: Omit<UpdateInstallerInput, 'id' | 'version'>[] = [
  {
    name: `${PRODUCT_BASE_TEMPLATE} Installation Services`,
    baseTemplate: PRODUCT_BASE_TEMPLATE,
    statesServiced: [],
    isDefault: true,
    adders: [
      { state: 'SC', adder: 0.05 },
      { state: 'NC', adder: 0.05 },
    ],
  },
  {
    name: 'Titan Solar Installs',
    baseTemplate: 'Titan',
    statesServiced: ['AZ', 'TX'],
    isDefault: false,
    adders: [{ state: 'TX', adder: 0.1 }],
  },
  {
    name: 'Solcius Installations',
    baseTemplate: 'Solcius',
    statesServiced: ['GA', 'FL', 'SC'],
    isDefault: false,
    adders: [],
  },
  {
    name: 'CEE Installations',
    baseTemplate: 'CEE',
    statesServiced: ['NC', 'SC'],
    isDefault: false,
    adders: [],
  },
];

type FinanceSeed = Omit<z.input<typeof SaveFinanceOptionInputSchema>, 'id' | 'version'>;
const loan = (name: string, apr: number, lengthInYears: number, fee: number): FinanceSeed => ({
  name,
  apr,
  lengthInYears,
  minEpc: 2.5,
  maxEpc: 5.5,
  fee,
  maxLoanAmount: 100_000,
  installerIds: [],
});

export const FINANCE_OPTION_SEED: FinanceSeed[] = [
  {
    name: 'Cash',
    apr: 0,
    lengthInYears: 0,
    minEpc: 2.5,
    maxEpc: 5.5,
    fee: 0,
    maxLoanAmount: 0,
    installerIds: [],
  },
  loan('GoodLeap 25 Year 2.99%', 2.99, 25, 26.5),
  loan('Loanpal 20 Year 1.99%', 1.99, 20, 29.99),
  { ...loan('Enium 25 Year 3.99%', 3.99, 25, 22), lender: 'enium' },
  loan('Sunlight 25 Year 4.99%', 4.99, 25, 17.5),
];

export const INCENTIVE_SEED: z.input<typeof CreateIncentiveInputSchema>[] = [
  {
    name: 'Federal Tax Credit',
    type: '% of Total Cost',
    value: 26,
    max: 0,
    hasNoMax: true,
    scope: 'Federal',
    statesServiced: [],
  },
  {
    name: 'South Carolina Solar Incentive',
    type: '% of Total Cost',
    value: 25,
    max: 3500,
    hasNoMax: false,
    scope: 'Local',
    statesServiced: ['SC'],
    kind: 'southCarolina',
  },
  {
    name: 'Arizona Solar Rebate',
    type: '$ per Watt',
    value: 0.1,
    max: 1000,
    hasNoMax: false,
    scope: 'Local',
    statesServiced: ['AZ'],
  },
  {
    name: 'North Carolina Solar Rebate',
    type: 'Fixed Amount',
    value: 1000,
    max: 1000,
    hasNoMax: false,
    scope: 'Local',
    statesServiced: ['NC'],
  },
];
