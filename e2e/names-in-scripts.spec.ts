// Names in any script on screen (issue 33): a rep types a Vietnamese, Chinese, Arabic or Hindi
// name; the customers list, the customer's header and search show it as typed, each in its own
// isolate so a right-to-left name does not carry the words after it along. (The PDFs are checked
// in deck-pdf-scripts.spec.ts and the agreement's unit tests.)
import { DESKTOP, PHONE } from './a11y-helpers';
import { ADMIN_EMAIL, expect, signInAs, test, uniqueSuffix } from './fixtures';
import { createCustomerByApi, screenshot } from './proposal-helpers';

const PEOPLE = [
  { firstName: 'Nguyễn', lastName: 'Văn Ánh' },
  { firstName: '小明', lastName: '王' },
  { firstName: 'محمد', lastName: 'العلي' },
  { firstName: 'अनीता', lastName: 'शर्मा' },
] as const;

test('names in Vietnamese, Chinese, Arabic and Hindi show as typed, each isolated', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A suffix in Latin letters keeps this run's customers apart from earlier runs' in search.
  const tag =
    uniqueSuffix()
      .replace(/[^a-z]/g, '')
      .slice(0, 6) || 'run';
  const created = [];
  for (const person of PEOPLE)
    created.push(
      await createCustomerByApi(request, { ...person, lastName: `${person.lastName} ${tag}` }),
    );
  // The API answers each name exactly as it was sent (no "?" or lost marks).
  expect(created.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(
    PEOPLE.map((p) => `${p.firstName} ${p.lastName} ${tag}`),
  );

  await signInAs(page, ADMIN_EMAIL);
  await page.setViewportSize(DESKTOP);
  await page.goto('/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(tag);
  for (const person of PEOPLE) {
    const row = page.getByRole('row').filter({ hasText: person.firstName });
    await expect(row).toHaveCount(1);
    // The name's isolate holds the name and nothing after it.
    const isolate = row.locator('bdi', { hasText: person.firstName });
    await expect(isolate.first()).toBeVisible();
    await expect(row).toContainText(`${person.lastName} ${tag}`);
  }
  await screenshot(page, 'names-in-scripts-list-1366');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'names-in-scripts-list-390');
  await page.setViewportSize(DESKTOP);

  // A right-to-left name in the customer's header: its words stay in their own isolate, so the
  // header reads in the page's direction around it.
  const arabic = created[2]!;
  await page.goto(`/customers/${arabic.id}`);
  const header = page.getByRole('heading', { level: 1 });
  await expect(header).toContainText(`${PEOPLE[2].firstName} ${PEOPLE[2].lastName} ${tag}`);
  const direction = await header
    .locator('bdi')
    .first()
    .evaluate((el) => getComputedStyle(el).unicodeBidi);
  expect(direction).toBe('isolate');
  await screenshot(page, 'names-in-scripts-header-1366');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'names-in-scripts-header-390');

  // Search finds a customer by a name in another script.
  await page.setViewportSize(DESKTOP);
  await page.goto('/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(PEOPLE[1].lastName);
  await expect(
    page.getByRole('row').filter({ hasText: `${PEOPLE[1].lastName} ${tag}` }),
  ).toHaveCount(1);
});
