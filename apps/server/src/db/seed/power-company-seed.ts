import {
  pgeElec2025NetBilling,
  type CreatePowerCompanyInput,
  type Month,
  type UsStateAbbreviation,
} from '@pb/core';

type Tiers = [upToKwh: number, cost: number][];
const SUMMER: Month[] = ['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const WINTER: Month[] = ['Jan', 'Feb', 'Mar', 'Apr', 'Nov', 'Dec'];
const TOP = 999_999_999;

const group = (name: string, months: Month[], fixedCost: number, tiers: Tiers) => ({
  name,
  months,
  fixedCost,
  tiers: tiers.map(([upToKwh, cost]) => ({ upToKwh, cost })),
});

/** A residential tariff: summer and winter month groups, each with its connection fee and tiers. */
const tariff = (name: string, fee: number, summer: Tiers, winter: Tiers) => ({
  name,
  monthGroups: [group('Summer', SUMMER, fee, summer), group('Winter', WINTER, fee, winter)],
});

const company = (
  name: string,
  statesServiced: UsStateAbbreviation[],
  limits: { maxTotalOffset: number; maxSolarOffset: number; systemSizeLimit: number },
  pre: ReturnType<typeof tariff>,
  post: ReturnType<typeof tariff>,
  netMetering: { percentage: number; rate: number },
): CreatePowerCompanyInput => ({
  name,
  statesServiced,
  ...limits,
  ratesFixed: true,
  preSolarPlans: [pre],
  postSolarPlans: [
    {
      ...post,
      hasNetMetering: true,
      netMeteringPercentage: netMetering.percentage,
      netMeteringRate: netMetering.rate,
    },
  ],
});

/** Demo utilities with realistic (rounded) residential rates. */
export const POWER_COMPANY_SEED: CreatePowerCompanyInput[] = [
  company(
    'Arizona Public Service',
    ['AZ'],
    { maxTotalOffset: 120, maxSolarOffset: 110, systemSizeLimit: 0 },
    tariff(
      'Standard Residential',
      15,
      [
        [600, 0.128],
        [1200, 0.145],
        [TOP, 0.158],
      ],
      [
        [600, 0.108],
        [TOP, 0.121],
      ],
    ),
    tariff('Solar Export Rate', 18, [[TOP, 0.142]], [[TOP, 0.118]]),
    { percentage: 0.75, rate: 0.077 },
  ),
  company(
    'Duke Energy',
    ['NC', 'SC'],
    { maxTotalOffset: 110, maxSolarOffset: 105, systemSizeLimit: 20 },
    tariff(
      'Residential Service',
      14,
      [
        [800, 0.118],
        [TOP, 0.131],
      ],
      [
        [800, 0.112],
        [TOP, 0.124],
      ],
    ),
    tariff('Residential Solar Choice', 14, [[TOP, 0.125]], [[TOP, 0.117]]),
    { percentage: 1, rate: 0.045 },
  ),
  company(
    'Georgia Power',
    ['GA'],
    { maxTotalOffset: 115, maxSolarOffset: 100, systemSizeLimit: 10 },
    tariff(
      'Residential Service',
      17,
      [
        [650, 0.121],
        [1000, 0.148],
        [TOP, 0.152],
      ],
      [
        [650, 0.106],
        [TOP, 0.101],
      ],
    ),
    tariff('Residential Solar', 17, [[TOP, 0.139]], [[TOP, 0.104]]),
    { percentage: 0.5, rate: 0.052 },
  ),
  company(
    'Dominion Energy South Carolina',
    ['SC'],
    { maxTotalOffset: 110, maxSolarOffset: 100, systemSizeLimit: 20 },
    tariff(
      'Residential Rate 8',
      10,
      [
        [800, 0.139],
        [TOP, 0.151],
      ],
      [
        [800, 0.131],
        [TOP, 0.126],
      ],
    ),
    tariff('Solar Choice Metering', 10, [[TOP, 0.144]], [[TOP, 0.129]]),
    { percentage: 1, rate: 0.058 },
  ),
  company(
    'TXU Energy',
    ['TX'],
    { maxTotalOffset: 120, maxSolarOffset: 110, systemSizeLimit: 0 },
    tariff(
      'Simple Rate 12',
      12,
      [
        [1000, 0.142],
        [TOP, 0.155],
      ],
      [
        [1000, 0.136],
        [TOP, 0.149],
      ],
    ),
    tariff('Solar Buyback', 12, [[TOP, 0.146]], [[TOP, 0.139]]),
    { percentage: 0.6, rate: 0.07 },
  ),
  company(
    'Florida Power & Light',
    ['FL'],
    { maxTotalOffset: 115, maxSolarOffset: 115, systemSizeLimit: 0 },
    tariff(
      'Residential Service RS-1',
      10,
      [
        [1000, 0.116],
        [TOP, 0.135],
      ],
      [
        [1000, 0.112],
        [TOP, 0.131],
      ],
    ),
    tariff('Residential Net Metering', 10, [[TOP, 0.121]], [[TOP, 0.116]]),
    { percentage: 1, rate: 0.032 },
  ),
  pacificGasAndElectric(),
];

/**
 * California on an hourly plan (issue 35): PG&E E-ELEC 2025 before solar and, after solar, the
 * same rate under the Net Billing Tariff with PG&E's 2025 hourly export rates (the built fixture,
 * urdb-fixtures/README.md). The month groups are the rate's rounded summer (Jun–Sep) and winter
 * averages with its $0.49281/day as a $15 fee: what the browser shows before the server's hourly
 * figures arrive, and the bill-to-kWh conversion.
 */
function pacificGasAndElectric(): CreatePowerCompanyInput {
  const months = (ms: Month[]) => ms;
  const groups = [
    group('Summer', months(['Jun', 'Jul', 'Aug', 'Sep']), 15, [[TOP, 0.43]]),
    group('Winter', months(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Oct', 'Nov', 'Dec']), 15, [
      [TOP, 0.37],
    ]),
  ];
  const { tariff } = pgeElec2025NetBilling();
  return {
    name: 'Pacific Gas & Electric',
    statesServiced: ['CA'],
    maxTotalOffset: 150,
    maxSolarOffset: 150,
    systemSizeLimit: 0,
    ratesFixed: true,
    preSolarPlans: [
      {
        name: 'E-ELEC (hourly)',
        monthGroups: groups,
        hourly: { tariff, metering: 'net-metering' },
      },
    ],
    postSolarPlans: [
      {
        name: 'E-ELEC Net Billing (hourly)',
        monthGroups: groups,
        hasNetMetering: false,
        netMeteringPercentage: 0,
        netMeteringRate: 0,
        hourly: pgeElec2025NetBilling(),
      },
      {
        name: 'E-ELEC (monthly)',
        monthGroups: groups,
        hasNetMetering: true,
        netMeteringPercentage: 1,
        netMeteringRate: 0.08,
      },
    ],
  };
}
