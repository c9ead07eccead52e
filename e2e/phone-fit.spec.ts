import type { PowerCompany } from '@pb/core';
import { ADMIN_EMAIL, expect, test } from './fixtures';
import { goToSlide, LOAN_CUSTOMER, seededProposal } from './deck-helpers';
import { authHeaders } from './proposal-helpers';
import {
  expectInViewport,
  expectNoSidewaysScroll,
  expectTextWhole,
  LAPTOP,
  reviewScreenshot,
  SIZES,
} from './screens-helpers';

/**
 * Issue 33: on a phone (390 × 844) and a laptop (1366 × 900) the screens fit: nothing past the
 * right edge, no name or number cut off, the customers list without sideways scrolling.
 */
for (const size of SIZES) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the top bar names the app whole and the notifications fit the screen', async ({
      page,
      signInAs,
    }) => {
      await signInAs(page, ADMIN_EMAIL);
      await expectTextWhole(page.getByRole('banner').getByText('Proposal Builder'), 'app name');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const markAll = page.getByRole('button', { name: 'Mark all seen' });
      await expect(markAll).toBeVisible();
      await expectInViewport(page, page.locator('.MuiPopover-paper'), 'notifications popover');
      await expectInViewport(page, markAll, 'Mark all seen');
      await reviewScreenshot(page, 'layout', `${size.name}-notifications`);
    });

    test('Site Settings shows whole adder names', async ({ page, signInAs }) => {
      await signInAs(page, ADMIN_EMAIL, '/settings');
      const adders = page.getByRole('region', { name: 'Adders' });
      const names = adders.getByRole('textbox', { name: 'Name' });
      await expect(names.first()).toHaveValue('LED Lights');
      const count = await names.count();
      for (let i = 0; i < count; i += 1) await expectTextWhole(names.nth(i), 'adder name');
      await expectNoSidewaysScroll(page);
      await names.nth(7).scrollIntoViewIfNeeded();
      await reviewScreenshot(page, 'layout', `${size.name}-site-settings-adders`);
    });

    test('the plan dialog shows a nine-digit tier bound whole', async ({
      page,
      request,
      signInAs,
    }) => {
      const res = await request.get('/api/PowerCompanies', {
        headers: await authHeaders(request, ADMIN_EMAIL),
      });
      const [company] = (await res.json()) as PowerCompany[];
      expect(company, 'a seeded power company').toBeTruthy();
      await signInAs(page, ADMIN_EMAIL, `/power-companies/${company!.id}/pre-solar-plan/new`);
      const dialog = page.getByRole('dialog', { name: 'Create Pre-Solar Plan' });
      const upTo = dialog.getByLabel('Up to kWh');
      // A new group starts with one tier up to 999999999 kWh.
      await expect(upTo).toHaveValue('999999999');
      await expectTextWhole(upTo, 'Up to kWh');
      await expectTextWhole(dialog.getByLabel('Cost ($/kWh)'), 'Cost');
      await expectInViewport(
        page,
        dialog.getByRole('button', { name: /^Remove tier 1/ }),
        'remove tier',
      );
      await upTo.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, 'layout', `${size.name}-plan-dialog`);
    });

    test('the customers list opens a customer without scrolling sideways', async ({
      page,
      signInAs,
    }) => {
      await signInAs(page, ADMIN_EMAIL, '/customers');
      const open = page.getByRole('link', { name: /^Open / }).first();
      await expect(open).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectInViewport(page, open, 'Open');
      // The paging row whole, the next-page button too, without scrolling the row sideways.
      const pager = page.getByText('Rows per page:').locator('..');
      expect(
        await pager.evaluate((row) => row.scrollWidth - row.clientWidth),
        'the paging row scrolls sideways',
      ).toBeLessThanOrEqual(0);
      // A table only where it fits; a list of cards on a phone.
      await expect(page.getByRole('table', { name: 'Customers' })).toHaveCount(
        size.width < 600 ? 0 : 1,
      );
      await reviewScreenshot(page, 'layout', `${size.name}-customers`);
      await open.click();
      await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
    });
  });
}

for (const viewport of [{ width: 1280, height: 900 }, LAPTOP]) {
  test(`the 30-year savings tiles fit their slide at ${viewport.width} × ${viewport.height}`, async ({
    page,
    request,
    signInAs,
  }) => {
    const { id } = await seededProposal(request, LOAN_CUSTOMER);
    await page.setViewportSize(viewport);
    await signInAs(page, ADMIN_EMAIL, `/public/proposal/${id}`);
    await goToSlide(page, '30 Year Projected Savings');
    const slide = await page.locator('[data-pdf-slide]').first().boundingBox();
    for (const name of ['Savings during loan term', '30 Year Net Savings', 'Offset']) {
      const tile = await page.getByRole('group', { name }).boundingBox();
      expect(tile!.y + tile!.height, `${name}: bottom edge`).toBeLessThanOrEqual(
        slide!.y + slide!.height,
      );
    }
    await reviewScreenshot(page, 'layout', `savings-tiles-${viewport.width}`);
  });
}
