import {
  MONTHS,
  pgeElec2025NetBilling,
  type PowerCompanyRecord,
  type ProposalView,
} from '@pb/core';
import { ADMIN_EMAIL, expect, test, uniqueSuffix } from './fixtures';
import { expectSlide, seededProposal } from './deck-helpers';
import { authHeaders, BUILD_CUSTOMER, copyBody, getProposal, REP_EMAIL } from './proposal-helpers';

const allYear = {
  name: 'All year',
  months: [...MONTHS],
  fixedCost: 15,
  tiers: [{ upToKwh: 999999999, cost: 0.4 }],
};
const monthlyPost = (name: string) => ({
  name,
  monthGroups: [allYear],
  hasNetMetering: true,
  netMeteringPercentage: 1,
  netMeteringRate: 0.08,
});

/** The figures the spec's monthly plan decides (everything but the hourly part). */
const moneyOf = (p: ProposalView) => ({
  pre: p.figures.preSolarMonthlyBill,
  post: p.figures.proposalPostSolarMonthlyBill,
  savings: p.figures.monthlySavings,
  thirty: p.figures.thirtyYearNetSavings,
  projection: p.figures.projection,
});

test('an admin imports a URDB rate, a rep prices on it and the deck shows the hourly day; the monthly plan is unchanged (issue 35)', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const admin = await authHeaders(request, ADMIN_EMAIL);
  const rep = await authHeaders(request, REP_EMAIL);
  const suffix = uniqueSuffix();
  const created = await request.post('/api/PowerCompanies', {
    headers: admin,
    data: {
      name: `Hourly Utility ${suffix}`,
      maxTotalOffset: 150,
      maxSolarOffset: 150,
      statesServiced: [],
      preSolarPlans: [{ name: 'Residential', monthGroups: [allYear] }],
      postSolarPlans: [monthlyPost('Monthly NEM'), monthlyPost('Time of use')],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = (await created.json()) as PowerCompanyRecord;
  const [monthlyPlan, touPlan] = company.postSolarPlans;

  // A rep's proposal for the seeded customer, priced on the company's monthly plan.
  const seeded = await getProposal(
    request,
    (await seededProposal(request, BUILD_CUSTOMER.name)).id,
  );
  const priceOn = async (planId: string) => {
    const live = (await (
      await request.get(`/api/PowerCompanies/${company.id}`, { headers: admin })
    ).json()) as PowerCompanyRecord;
    const body = copyBody(seeded, {
      details: {
        ...seeded.details,
        powerCompany: live,
        preSolarPlan: live.preSolarPlans[0]!,
        postSolarPlan: live.postSolarPlans.find((p) => p.id === planId)!,
      },
    });
    const res = await request.post('/api/Proposals', { headers: rep, data: body });
    expect(res.status(), await res.text()).toBe(201);
    return getProposal(request, ((await res.json()) as { id: string }).id, REP_EMAIL);
  };
  const monthlyBefore = await priceOn(monthlyPlan!.id);
  expect(monthlyBefore.figures.hourlyBill).toBeUndefined();

  // The admin imports PG&E E-ELEC into the time-of-use plan, net billing with 12×24 sell rates.
  await signInAs(page, ADMIN_EMAIL);
  await page.goto(`/power-companies/${company.id}/post-solar-plan/${touPlan!.id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Post-Solar Plan' });
  const hourly = dialog.getByRole('region', { name: 'Hourly rate' });
  await hourly.getByRole('button', { name: 'Import URDB rate' }).click();
  const box = hourly.getByRole('textbox', { name: 'URDB rate JSON' });
  await box.fill(
    JSON.stringify({
      ...pgeElec2025NetBilling().tariff,
      energyratestructure: [[{ rate: 0.3 }]],
    }),
  );
  await hourly.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(hourly.getByRole('alert')).toHaveText(
    /The schedule names period \d+, which has no rates\./,
  );
  await box.fill(JSON.stringify({ items: [pgeElec2025NetBilling().tariff] }));
  await hourly.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(hourly.getByText(/6 energy periods/)).toBeVisible();
  // July weekdays 4–9 pm are E-ELEC's peak: its most expensive period, 6.
  await expect(hourly.getByRole('textbox', { name: 'Weekday schedule Jul 17:00' })).toHaveValue(
    '6',
  );
  await hourly.getByRole('combobox', { name: 'Export rule' }).click();
  await page.getByRole('option', { name: /^Net billing/ }).click();
  await hourly.getByRole('button', { name: 'Import sell rates' }).click();
  await hourly
    .getByRole('textbox', { name: /Sell rates JSON/ })
    .fill(JSON.stringify(pgeElec2025NetBilling().sellRates));
  await hourly.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(hourly.getByText(/12×24 weekday and weekend tables imported/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Power Company Updated.')).toBeVisible();

  // The rep prices the same proposal on the hourly plan: billed hour by hour on the server.
  const onHourly = await priceOn(touPlan!.id);
  const h = onHourly.figures.hourlyBill!;
  expect(h.metering).toBe('net-billing');
  expect(h.isLoadModelled).toBe(true);
  expect(onHourly.figures.proposalPostSolarMonthlyBill).toBeCloseTo(h.annual.withSolar / 12, 6);

  // The same proposal on the monthly plan is unchanged.
  const monthlyAfter = await priceOn(monthlyPlan!.id);
  expect(moneyOf(monthlyAfter)).toEqual(moneyOf(monthlyBefore));
  expect(monthlyAfter.figures.hourlyBill).toBeUndefined();

  // The deck's Net Metering slide draws the hourly day, the load labelled modelled.
  await page.goto(`/public/proposal/${onHourly.id}`);
  await expectSlide(page, 'Cover');
  while (
    !(await page
      .getByRole('region', { name: 'Net Metering + Monitoring', exact: true })
      .isVisible())
  )
    await page.getByRole('button', { name: 'Next slide' }).click();
  const slide = page.getByRole('region', { name: 'Net Metering + Monitoring', exact: true });
  await expect(slide.getByRole('region', { name: 'Hourly picture' })).toBeVisible();
  await expect(
    slide.getByRole('img', { name: /^Typical summer day: .*Home use \(modelled\)/ }),
  ).toBeVisible();
  await expect(slide.getByRole('img', { name: /^Typical winter day: / })).toBeVisible();
  await expect(slide.getByText('Solar used at home')).toBeVisible();

  // The monthly plan's deck keeps the spec's slide.
  await page.goto(`/public/proposal/${monthlyAfter.id}`);
  await expectSlide(page, 'Cover');
  while (
    !(await page
      .getByRole('region', { name: 'Net Metering + Monitoring', exact: true })
      .isVisible())
  )
    await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByRole('region', { name: 'Hourly picture' })).toHaveCount(0);
});
