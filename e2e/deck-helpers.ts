import type { APIRequestContext, Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type { CustomerListResponse, CustomerProposalsResponse, PowerCompany } from '@pb/core';
import { ADMIN_EMAIL, expect } from './fixtures';
import { authHeaders } from './proposal-helpers';

/** Seeded demo proposals (apps/server seed): a GoodLeap loan in Arizona and a cash deal. */
export const LOAN_CUSTOMER = 'Maria Alvarez';
export const CASH_CUSTOMER = 'Carlos Mendoza';

/** The deck of the default template: every page, the summary after Financing Options. */
export const ALL_SLIDES = [
  'Cover',
  'System Info',
  'About Us',
  'Financing Options',
  'Your Solar Summary',
  'Cost Breakdown',
  '30 Year Projected Savings',
  'Net Metering + Monitoring',
  'The Timeline',
  'Overview',
];
export const CASH_DROPPED = ['Financing Options', '30 Year Projected Savings', 'The Timeline'];

/**
 * Where the deck's screenshots go: the committed ones for reviewers (docs/screens/deck) only when
 * asked for (`UPDATE_SCREENS=1`), else the run's own artifacts, so a test run leaves the working
 * tree as it was (a screenshot's bytes differ from run to run).
 */
const SCREENS = path.join(
  import.meta.dirname,
  ...(process.env.UPDATE_SCREENS === '1'
    ? ['..', 'docs', 'screens', 'deck']
    : ['artifacts', 'screens', 'deck']),
);

/** A screenshot of the deck for reviewers: <SCREENS>/<name>.png. */
export async function deckScreenshot(page: Page, name: string, fullPage = false) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENS, `${name}.png`),
    animations: 'disabled',
    fullPage,
  });
}

export const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The seeded proposal of the customer called `name` (first and last name). */
export async function seededProposal(request: APIRequestContext, name: string) {
  const headers = await authHeaders(request, ADMIN_EMAIL);
  const lastName = name.split(' ').pop()!;
  const res = await request.get(`/api/customers?searchTerm=${lastName}&page=0&pageSize=25`, {
    headers,
  });
  const { customers } = (await res.json()) as CustomerListResponse;
  const customer = customers.find((c) => `${c.firstName} ${c.lastName}` === name);
  expect(customer, name).toBeTruthy();
  const list = await request.get(`/api/customers/${customer!.id}/Proposals`, { headers });
  const proposals = ((await list.json()) as CustomerProposalsResponse).items;
  expect(proposals.length, `${name} has a seeded proposal`).toBeGreaterThan(0);
  return proposals[proposals.length - 1]!;
}

export async function powerCompanyNamed(request: APIRequestContext, name: string) {
  const res = await request.get('/api/PowerCompanies', {
    headers: await authHeaders(request, ADMIN_EMAIL),
  });
  const found = ((await res.json()) as PowerCompany[]).find((c) => c.name === name);
  expect(found, name).toBeTruthy();
  return found!;
}

/** The slide on screen (each slide is a region named by its title). */
export const currentSlide = (page: Page) => page.locator('[data-pdf-slide]').first();

export async function expectSlide(page: Page, title: string) {
  await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
}

/** The slide counter under the deck: "5 / 10 · Your Solar Summary". */
export const slideCounter = (page: Page) => page.getByText(/^\d+ \/ \d+ · /);

/**
 * Presses the deck's forward (or back) control until the slide changes: on the summary the
 * arrows reveal (or hide) its facts first (decision 0056). `press` clicks an arrow or presses a key.
 */
export async function moveSlide(page: Page, press: () => Promise<void>) {
  const before = await slideCounter(page).innerText();
  for (let i = 0; i < 20; i += 1) {
    await press();
    if ((await slideCounter(page).innerText()) !== before) return;
  }
  throw new Error(`the deck stayed on ${before}`);
}

export const nextSlide = (page: Page) =>
  moveSlide(page, () => page.getByRole('button', { name: 'Next slide' }).click());

/** Goes forward with the Next slide arrow until the slide called `title` shows. */
export async function goToSlide(page: Page, title: string) {
  for (let i = 0; i < 12; i += 1) {
    if ((await slideCounter(page).innerText()).endsWith(` · ${title}`)) break;
    await nextSlide(page);
  }
  await expectSlide(page, title);
}
