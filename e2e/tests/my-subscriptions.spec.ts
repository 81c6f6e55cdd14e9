import type { Locator } from '@playwright/test';
import { buyBasicMonthlyByApi } from './support/buy-by-api';
import { expect, expectNoAccessibilityViolations, test } from './support/fixtures';

/** The text of a definition in a description list, e.g. the summary's "Total due now". */
async function definition(scope: Locator, term: string) {
  const text = await scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd')
    .textContent();
  expect(text).toBeTruthy();
  return text?.trim() ?? '';
}

test.describe('my subscription', () => {
  test('a monthly customer upgrades to a yearly plan with the upgrade coupon, and it sticks', async ({
    page,
    baseURL,
  }) => {
    await buyBasicMonthlyByApi(page.request, baseURL ?? '', 'upgrader');

    await page.goto('/my-subscriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'My subscription' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Burrow VPN Basic' });
    const terms = card.getByRole('region', { name: 'Renewal terms' });
    await expect(terms).toContainText('Every month');
    await expect(terms).toContainText('$12.95 plus any tax');
    const plans = card.getByRole('region', { name: 'Change plan' });
    await expect(plans.getByRole('listitem', { name: 'Burrow VPN Basic, 1 month' })).toContainText(
      'Your current plan',
    );
    const yearly = plans.getByRole('listitem', { name: 'Burrow VPN Basic, 12 months' });
    await expect(yearly).toContainText('Due now:');
    await expectNoAccessibilityViolations(page);

    // docs/product.md#offers-coupons-and-who-may-buy-what: PREXUPG30NOW is for monthly subscribers moving to a longer plan.
    await plans.getByLabel('Upgrade coupon').fill('PREXUPG30NOW');
    await plans.getByRole('button', { name: 'Apply' }).click();
    await expect(
      plans.getByText(/^Coupon PREXUPG30NOW lowers the price of \d+ plans below\.$/),
    ).toBeVisible();
    await expect(yearly).toContainText('PREXUPG30NOW saves $16.81');
    await yearly
      .getByRole('button', { name: 'Review the switch to Burrow VPN Basic, 12 months' })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Switch to Burrow VPN Basic, 12 months' });
    const summary = dialog.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Discount (PREXUPG30NOW)');
    await expect(summary).toContainText('Credit for unused time');
    await expect(summary).toContainText('Tax (4%)');
    await expectNoAccessibilityViolations(page);
    const total = await definition(summary, 'Total due now');
    expect(total).toMatch(/^\$\d+\.\d\d$/);
    await dialog.getByRole('button', { name: `Confirm and pay ${total}` }).click();

    // The saved card paid it: the preview closes and the result has focus.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const notice = card.getByRole('status').filter({ hasText: 'Your plan is now' });
    await expect(notice).toContainText('Your plan is now Burrow VPN Basic, 12 months.');
    await expect(notice).toContainText(/Invoice BRW-\S+ is in your payment history\./);
    await expect(notice).toBeFocused();
    await expect(terms).toContainText('Every 12 months');

    await page.reload();
    const reloaded = page.getByRole('article', { name: 'Burrow VPN Basic' });
    await expect(reloaded.getByRole('region', { name: 'Renewal terms' })).toContainText(
      'Every 12 months',
    );
    await expect(
      reloaded.getByRole('listitem', { name: 'Burrow VPN Basic, 12 months' }),
    ).toContainText('Your current plan');
    await expectNoAccessibilityViolations(page);

    // Payment history: the purchase and the upgrade, which is paid for the total confirmed.
    await page.goto('/invoices');
    const invoices = page.getByRole('article', { name: /^Invoice BRW-/ });
    await expect(invoices).toHaveCount(2);
    await expect(invoices.first().getByText('Paid', { exact: true })).toBeVisible();
    await expect(invoices.first().getByText(total, { exact: true }).first()).toBeVisible();
  });

  test('a customer in Germany is offered only the add-ons sold there; one in the US all of them', async ({
    browser,
    baseURL,
  }) => {
    // Decision 0111: the server answers each subscription's offer for where its customer lives.
    for (const [prefix, customer, sellsUsOnly] of [
      ['addons-de', { residenceCountry: 'DE', residenceZipcode: '10115' }, false],
      ['addons-us', undefined, true],
    ] as const) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await buyBasicMonthlyByApi(page.request, baseURL ?? '', prefix, customer);
      await page.goto('/my-subscriptions');
      const addons = page
        .getByRole('article', { name: 'Burrow VPN Basic' })
        .getByRole('region', { name: 'Add-ons' });
      await expect(addons.getByRole('button', { name: 'Add Dedicated IP' })).toBeVisible();
      for (const usOnly of ['Add Credit scanner', 'Add Identity theft insurance']) {
        await expect(addons.getByRole('button', { name: usOnly })).toHaveCount(sellsUsOnly ? 1 : 0);
      }
      await context.close();
    }
  });
});
