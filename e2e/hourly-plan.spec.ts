import {
  MONTHS,
  pgeElec2025NetBilling,
  type PowerCompanyRecord,
  type ProposalView,
} from '@pb/core';
import path from 'node:path';
import { ADMIN_EMAIL, expect, test, uniqueSuffix } from './fixtures';
import { expectSlide, seededProposal } from './deck-helpers';
import {
  authHeaders,
  BUILD_CUSTOMER,
  copyBody,
  createProposalInNewWindow,
  dismissSnackbars,
  figure,
  getProposal,
  REP_EMAIL,
} from './proposal-helpers';

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
  await signInAs(
    page,
    ADMIN_EMAIL,
    `/power-companies/${company.id}/post-solar-plan/${touPlan!.id}`,
  );
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

/** Dollars as every screen shows them (en-US, cents; a value that rounds to 0 is $0.00). */
const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    Math.abs(value) < 0.005 ? 0 : value,
  );

/** Every money figure of a proposal on screen and its stored figure (by the editor's tile label). */
const MONEY: [tile: string, of: (p: ProposalView) => number][] = [
  ['Bill Before Solar', (p) => p.figures.preSolarMonthlyBill],
  ['Bill After Solar', (p) => p.figures.proposalPostSolarMonthlyBill],
  ['Monthly Savings', (p) => p.figures.monthlySavings],
  ['30 Year Cost Of Electric', (p) => p.figures.thirtyYearCostOfElectric],
  ['30 Year Net Savings', (p) => p.figures.thirtyYearNetSavings],
];
/** The live money tiles the editor shows (deck view and drawer). */
const MONEY_TILES = MONEY;
/** The builder's summary rows: the two bills are labelled monthly there. */
const SUMMARY_MONEY = MONEY.map(
  ([tile, of]) => [/^Bill /.test(tile) ? `${tile} (monthly)` : tile, of] as const,
);

test("Lucia Chen's hourly plan: the editor's live figures are the ones a save stores, to the cent, and it shows the hourly bill month by month (decision 0061)", async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const admin = await authHeaders(request, ADMIN_EMAIL);
  const seeded = await getProposal(request, (await seededProposal(request, 'Lucia Chen')).id);
  expect(seeded.details.postSolarPlan?.hourly?.metering).toBe('net-billing');
  // A copy to edit: the seeded proposal stays as it is for other tests.
  const created = await request.post('/api/Proposals', {
    headers: admin,
    data: copyBody(seeded, { description: 'Hourly editor' }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const before = await getProposal(request, ((await created.json()) as { id: string }).id);
  const h = before.figures.hourlyBill!;
  expect(before.figures.proposalPostSolarMonthlyBill).toBeCloseTo(h.annual.withSolar / 12, 9);

  // The editor fetches the server's hours only for an hourly plan; a monthly plan asks nothing.
  const hoursAsked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/Proposals\/[^/]+\/hours$/.test(new URL(r.url()).pathname)) hoursAsked.push(r.url());
  });
  await signInAs(page, ADMIN_EMAIL);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/customers/${before.customerId}/proposals/${before.id}`);
  const hourly = page.getByRole('region', { name: 'Hourly Bill', exact: true });
  const table = hourly.getByRole('table', { name: 'Hourly bill by month' });
  await expect(table).toBeVisible();
  expect(hoursAsked).toHaveLength(1);

  /** Every copy of each money tile, as shown. */
  const shownMoney = async () => {
    const shown: Record<string, string[]> = {};
    for (const [label] of MONEY_TILES) shown[label] = await figure(page, label).allInnerTexts();
    return shown;
  };
  const expectStored = async (stored: ProposalView, shown: Record<string, string[]>) => {
    for (const [label, of] of MONEY_TILES) {
      expect(shown[label]!.length, label).toBeGreaterThan(0);
      for (const copy of shown[label]!) expect(copy, label).toBe(usd(of(stored)));
    }
  };
  // As loaded: the live figures are the stored ones, and so is the breakdown (13 rows + header).
  await expectStored(before, await shownMoney());
  await expect(table.getByRole('row')).toHaveCount(14);
  const yearRow = table.getByRole('row', { name: /^Year/ });
  await expect(yearRow.getByRole('cell').nth(0)).toHaveText(usd(h.annual.withoutSolar));
  await expect(yearRow.getByRole('cell').nth(1)).toHaveText(usd(h.annual.withSolar));
  const july = table.getByRole('row', { name: /^Jul/ });
  await expect(july.getByRole('cell').nth(1)).toHaveText(usd(h.monthly[6]!.withSolar));
  await expect(hourly.getByRole('group', { name: 'Home use (modelled)' })).toBeVisible();
  await expect(hourly.getByRole('group', { name: 'Solar used at home' })).toContainText(
    `${(h.selfConsumedShare * 100).toFixed(1)}%`,
  );

  // The rep takes two panels off the first array: re-priced in the browser, hour by hour.
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  const count = page.getByLabel('Array 1 panels');
  const panels = before.details.panelArrays[0]!.panels;
  expect(panels).toBeGreaterThan(3);
  await count.fill(String(panels - 2));
  await count.press('Tab');
  await expect(figure(page, 'Bill After Solar').first()).not.toHaveText(
    usd(before.figures.proposalPostSolarMonthlyBill),
  );
  const live = await shownMoney();
  // The drawer hides the page from the accessibility tree: read the breakdown with it closed.
  await page.keyboard.press('Escape');
  const liveYear = await yearRow.getByRole('cell').nth(1).innerText();
  expect(liveYear).not.toBe(usd(h.annual.withSolar));
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  await page.getByRole('button', { name: 'Preview Changes' }).click();
  await expect(page.getByText('Proposal Updated!')).toBeVisible();

  // What the server priced and stored on the save is what the browser showed before it.
  const after = await getProposal(request, before.id);
  expect(after.details.panelArrays[0]!.panels).toBe(panels - 2);
  expect(after.figures.proposalPostSolarMonthlyBill).not.toBeCloseTo(
    before.figures.proposalPostSolarMonthlyBill,
    2,
  );
  await expectStored(after, live);
  expect(liveYear).toBe(usd(after.figures.hourlyBill!.annual.withSolar));

  // Screens for review: the breakdown at 1366 and on a 390 px phone, which never scrolls sideways
  // (the table scrolls inside its own box).
  const shots = path.join(import.meta.dirname, 'artifacts', 'screenshots');
  await dismissSnackbars(page);
  await hourly.scrollIntoViewIfNeeded();
  await hourly.screenshot({
    path: path.join(shots, 'hourly-editor-1366.png'),
    animations: 'disabled',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  const box = await hourly.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  // The phone's view of the table's top, then scrolled sideways to its last column.
  await table.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  await page.screenshot({
    path: path.join(shots, 'hourly-editor-390.png'),
    animations: 'disabled',
  });
  const scroller = hourly.getByRole('region', { name: /^Hourly bill by month/ });
  const scrolled = await scroller.evaluate((el) => {
    const inside = el.scrollWidth > el.clientWidth;
    el.scrollLeft = el.scrollWidth;
    return inside;
  });
  expect(scrolled, 'the table scrolls inside its own box').toBe(true);
  await expect(table.getByRole('columnheader', { name: 'Export credit' })).toBeInViewport();
  await page.screenshot({
    path: path.join(shots, 'hourly-editor-390-scrolled.png'),
    animations: 'disabled',
  });
});

test("Lucia Chen's builder on the PG&E hourly plan shows the money its first save stores, to the cent (decision 0066)", async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const seeded = await getProposal(request, (await seededProposal(request, 'Lucia Chen')).id);
  const hoursAsked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/new-proposal-hours')) hoursAsked.push(r.url());
  });
  await signInAs(page, ADMIN_EMAIL);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/customers/${seeded.customerId}/proposal-builder`);
  const summary = page.getByRole('table', { name: 'Proposal summary' });
  await expect(summary).toBeVisible();
  expect(hoursAsked).toHaveLength(1);
  const shown: Record<string, string> = {};
  for (const [label] of SUMMARY_MONEY) {
    const row = summary.getByRole('row', {
      name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`),
    });
    shown[label] = (await row.getByRole('cell').last().innerText()).trim();
  }
  const preSolarLine = await page
    .getByText(/^\$[\d,.]+\/mo$/)
    .first()
    .innerText();

  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  const visibility = page.getByRole('dialog', { name: 'Visibility & Description' });
  await visibility.getByLabel('Description').fill('Hourly builder');
  const proposalId = await createProposalInNewWindow(page, () =>
    visibility.getByRole('button', { name: 'Create Proposal' }).click(),
  );
  const stored = await getProposal(request, proposalId);
  // Priced hour by hour on PG&E's net billing (not the plan's month groups) ...
  expect(stored.figures.hourlyBill?.metering).toBe('net-billing');
  expect(stored.figures.proposalPostSolarMonthlyBill).toBeCloseTo(
    stored.figures.hourlyBill!.annual.withSolar / 12,
    9,
  );
  // ... and every money figure the builder showed before the save is the stored one.
  for (const [label, of] of SUMMARY_MONEY) expect(shown[label], label).toBe(usd(of(stored)));
  expect(preSolarLine).toBe(`${usd(stored.figures.preSolarMonthlyBill)}/mo`);
});

test('a monthly-plan proposal in the editor asks for no hours and shows no hourly bill', async ({
  page,
  request,
  signInAs,
}) => {
  const seeded = await getProposal(
    request,
    (await seededProposal(request, BUILD_CUSTOMER.name)).id,
  );
  expect(seeded.figures.hourlyBill).toBeUndefined();
  const hoursAsked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/hours')) hoursAsked.push(r.url());
  });
  await signInAs(page, ADMIN_EMAIL, `/customers/${seeded.customerId}/proposals/${seeded.id}`);
  await expect(figure(page, 'Bill After Solar').first()).toHaveText(
    usd(seeded.figures.proposalPostSolarMonthlyBill),
  );
  await expect(page.getByRole('region', { name: 'Hourly Bill', exact: true })).toHaveCount(0);
  expect(hoursAsked).toHaveLength(0);
});
