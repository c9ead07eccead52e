// The customer page's map with the offline adapters (no map provider configured): no imagery is
// asked from outside hosts; a home whose ZIP is unknown is placed by hand (issue 33).
import type { Page } from '@playwright/test';
import { CUSTOMER_MESSAGES, type Customer } from '@pb/core';
import { ADMIN_EMAIL, expect, screenshot, test, uniqueSuffix } from './fixtures';
import { authHeaders, createCustomerByApi } from './proposal-helpers';

/** Every request the page makes to a host other than the app's own. */
function outsideRequests(page: Page, appOrigin: string) {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== appOrigin) outside.push(url);
  });
  return outside;
}

test.describe('customer map without a map provider', () => {
  test('the customer page asks no outside host for imagery and says why there is none', async ({
    page,
    request,
    signInAs,
    baseURL,
  }) => {
    const customer = await createCustomerByApi(request, { lastName: `Map ${uniqueSuffix()}` });
    await signInAs(page, ADMIN_EMAIL);
    const outside = outsideRequests(page, new URL(baseURL!).origin);
    await page.goto(`/customers/${customer.id}`);
    await expect(page.getByTestId('customer-coordinates')).toHaveText(/^\d+\.\d{5}, -\d+\.\d{5}$/);
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    // A local panel with the pin and the coordinates stands in the map's place.
    const map = page.getByRole('img', { name: /^Map of the home at \d+\.\d{5}, -\d+\.\d{5}$/ });
    await expect(map).toContainText('No satellite imagery: no map provider is configured.');
    await screenshot(page, 'customer-map-offline');
  });
});

test.describe('a home whose ZIP the map does not know', () => {
  test('the page says the location is unknown, and the home placed by hand is kept', async ({
    page,
    request,
    signInAs,
  }) => {
    // 99999 is in no ZIP table (a ZIP newer than the bundled one would be the same).
    const created = await request.post('/api/customers', {
      headers: await authHeaders(request, ADMIN_EMAIL),
      data: {
        firstName: 'Kai',
        lastName: `Ketchikan ${uniqueSuffix()}`,
        address1: '2930 Tongass Ave',
        city: 'Ketchikan',
        state: 'AK',
        zip: '99999',
      },
    });
    expect(created.status()).toBe(201);
    const customer = (await created.json()) as Customer;
    expect(customer).toMatchObject({ latitude: null, longitude: null, locationSource: 'unknown' });

    await signInAs(page, ADMIN_EMAIL, `/customers/${customer.id}`);
    await expect(page.getByTestId('customer-coordinates')).toHaveText('Location unknown');
    const place = page.getByRole('form', { name: 'Place the home' });
    await expect(place).toContainText(CUSTOMER_MESSAGES.homeLocationUnknown);
    await screenshot(page, 'customer-location-unknown');

    await place.getByLabel('Latitude').fill('55.3422');
    await place.getByLabel('Longitude').fill('-131.6461');
    await place.getByRole('button', { name: 'Place home' }).click();
    await expect(page.getByTestId('customer-coordinates')).toHaveText('55.34220, -131.64610');
    await expect(
      page.getByRole('img', { name: 'Map of the home at 55.34220, -131.64610' }),
    ).toBeVisible();
    await expect(place).not.toContainText(CUSTOMER_MESSAGES.homeLocationUnknown);

    // Kept: a reload reads the placed home back.
    await page.reload();
    await expect(page.getByTestId('customer-coordinates')).toHaveText('55.34220, -131.64610');
  });
});
