import type { APIRequestContext, Locator, Page } from '@playwright/test';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type {
  CreateProposalRequest,
  Customer,
  CustomerListResponse,
  CustomerProposalsResponse,
  FinanceOption,
  ProposalView,
  TokenPair,
} from '@pb/core';
import { ADMIN_EMAIL, expect, screenshot as fullPageShot } from './fixtures';

export const REP_EMAIL = 'rep@example.com';
/** A seeded customer whose power info is saved (NC, no baseline on the lead). */
/**
 * A seeded customer with saved power info and no baseline. Her leads name both the demo Sales
 * Rep (CLO-09) and the demo Closer (CLO-04), who reach only such customers (decision 0027).
 */
export const BUILD_CUSTOMER = { lastName: 'Brooks', name: 'Tanya Brooks' };

/**
 * A screenshot kept under e2e/artifacts/screenshots: the full page from the top (the fixed app
 * bar stays at the top), or just the viewport while the editor's drawer is open.
 */
export async function screenshot(page: Page, name: string, { isFullPage = true } = {}) {
  await page.evaluate(() => window.scrollTo(0, 0));
  if (isFullPage) return fullPageShot(page, name);
  await page.screenshot({
    path: path.join(import.meta.dirname, 'artifacts', 'screenshots', `${name}.png`),
    animations: 'disabled',
  });
}

/** Closes the snackbars, so they do not cover a screenshot. */
export async function dismissSnackbars(page: Page) {
  for (const button of await page.getByRole('button', { name: 'Dismiss' }).all())
    await button.click();
}

export async function authHeaders(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { type: 'Demo', email } });
  expect(response.status(), `demo sign-in as ${email}`).toBe(200);
  const { accessToken } = (await response.json()) as TokenPair;
  return { Authorization: `Bearer ${accessToken}` };
}

/**
 * A customer in Phoenix made through the API for one test, as the seeded admin unless `headers`
 * name another user.
 */
export async function createCustomerByApi(
  request: APIRequestContext,
  {
    firstName = 'Rita',
    lastName,
    headers,
  }: { firstName?: string; lastName: string; headers?: Record<string, string> },
): Promise<Customer> {
  const response = await request.post('/api/customers', {
    headers: headers ?? (await authHeaders(request, ADMIN_EMAIL)),
    data: {
      firstName,
      lastName,
      address1: '1 W Jefferson St',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85003',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Customer;
}

/** The id of the seeded customer with saved details, found as the admin would search. */
export async function buildCustomerId(request: APIRequestContext): Promise<string> {
  const response = await request.get(
    `/api/customers?searchTerm=${BUILD_CUSTOMER.lastName}&page=0&pageSize=25`,
    {
      headers: await authHeaders(request, ADMIN_EMAIL),
    },
  );
  expect(response.ok()).toBe(true);
  const { customers } = (await response.json()) as CustomerListResponse;
  const found = customers.find((c) => `${c.firstName} ${c.lastName}` === BUILD_CUSTOMER.name);
  expect(found, 'the seeded customer').toBeTruthy();
  return found!.id;
}

export async function getProposal(request: APIRequestContext, id: string, email = ADMIN_EMAIL) {
  const response = await request.get(`/api/Proposals/${id}`, {
    headers: await authHeaders(request, email),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ProposalView;
}

/** The body that would save a copy of `view` (Save As New Proposal's shape). */
export function copyBody(
  view: ProposalView,
  overrides: Partial<CreateProposalRequest> = {},
): CreateProposalRequest {
  return {
    customerId: view.customerId,
    id: '',
    description: view.description,
    template: view.template,
    details: view.details,
    customAdders: view.customAdders,
    proposalEpc: view.proposalEpc,
    baseEpc: view.baseEpc,
    hasManualProposalEpc: view.hasManualProposalEpc,
    outOfPocketCost: view.outOfPocketCost,
    annualEnergyRateEscalator: view.annualEnergyRateEscalator,
    points: view.points,
    roofType: view.roofType,
    roofImagePath: view.roofImagePath,
    roofImageDrawing: view.roofImageDrawing,
    isGroundMount: view.isGroundMount,
    isViewableByRep: view.isViewableByRep,
    isRedLine: view.isRedLine,
    baselineOverride: view.baselineOverride,
    ...overrides,
  };
}

/** A live figure of the builder or editor (its tile's value). */
export const figure = (page: Page, label: string): Locator => page.getByTestId(`figure-${label}`);

/** "$28,000.00" → 28000; "8.00 kW" → 8; "$3.80/W" → 3.8. */
export const numberIn = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

export async function figureValue(page: Page, label: string): Promise<number> {
  return numberIn(await figure(page, label).innerText());
}

/** The value in the summary table's row `label`. */
export async function summaryValue(page: Page, label: string): Promise<number> {
  const row = page
    .getByRole('table', { name: 'Proposal summary' })
    .getByRole('row', { name: label });
  return numberIn(await row.getByRole('cell').last().innerText());
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (a colour gradient, like a bird's-eye roof photo would be), made on the fly. */
export function makePng(width = 1200, height = 800): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = (x * 255) / width;
      row[2 + x * 3] = (y * 255) / height;
      row[3 + x * 3] = 140;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Maria Alvarez (AZ) has a seeded GoodLeap proposal; each test works on a fresh copy. */
export async function freshProposal(
  page: Page,
  finance: 'GoodLeap' | 'Cash',
): Promise<ProposalView> {
  const headers = await authHeaders(page.request, ADMIN_EMAIL);
  const list = (await (
    await page.request.get('/api/customers?searchTerm=Alvarez&page=0&pageSize=25', { headers })
  ).json()) as CustomerListResponse;
  const customer = list.customers.find((c) => c.firstName === 'Maria')!;
  const proposals = (
    (await (
      await page.request.get(`/api/customers/${customer.id}/Proposals`, { headers })
    ).json()) as CustomerProposalsResponse
  ).items;
  const seeded = proposals.find((p) => p.description === 'Demo proposal') ?? proposals.at(-1)!;
  const view = (await (
    await page.request.get(`/api/Proposals/${seeded.id}`, { headers })
  ).json()) as ProposalView;
  const options = (await (
    await page.request.get('/api/FinanceOptions', { headers })
  ).json()) as FinanceOption[];
  const financeOption = options.find((o) => o.name.startsWith(finance))!;
  const created = await page.request.post('/api/Proposals', {
    headers,
    data: copyBody(view, {
      description: `Onboarding ${finance}`,
      details: { ...view.details, financeOption },
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return (await (
    await page.request.get(`/api/Proposals/${id}`, { headers })
  ).json()) as ProposalView;
}

/**
 * Create Proposal (the Visibility & Description dialog's button, pressed by `submit`): the new
 * proposal opens in a new window (spec 3 §1) showing it, and the builder's tab goes back to the
 * customer. The new window is then closed and `page` opens the proposal, so a test goes on in
 * one tab. Returns the proposal's id.
 */
export async function createProposalInNewWindow(
  page: Page,
  submit: () => Promise<void>,
): Promise<string> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), submit()]);
  await expect(popup).toHaveURL(/\/customers\/[0-9a-f-]{36}\/proposals\/[0-9a-f-]{36}$/);
  await expect(popup.getByRole('heading', { name: /^Prop\d+/ })).toBeVisible();
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  const url = popup.url();
  await popup.close();
  await page.goto(url);
  return url.split('/').pop()!;
}
