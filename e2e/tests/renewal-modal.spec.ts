import type { FrameLocator, Page } from '@playwright/test';
import { CLOCK_PORT } from './support/servers';
import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

// The expired demo customer buys here, so these journeys use the clock server: on the main
// server other journeys count that customer's subscriptions. The clock journey may move
// this server's clock a year before or after them (its project runs one file at a time, in
// either order), so nothing here reads a date: each test signs in afresh and compares
// counts before and after.
test.use({ baseURL: `http://127.0.0.1:${CLOCK_PORT}` });

const DECLINED = 'Your card was declined.';

interface AccountCounts {
  subscriptions: number;
  active: number;
  invoices: number;
}

/** How many subscriptions (and active ones) the dashboard shows, and invoices the history. */
async function countAccount(page: Page): Promise<AccountCounts> {
  await page.goto('/subscriptions');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const subscriptions = await cards.count();
  const active = await cards.filter({ has: page.getByText('Active', { exact: true }) }).count();
  await page.goto('/invoices');
  const invoices = page.getByRole('article', { name: /^Invoice BRW-/ });
  await expect(invoices.first()).toBeVisible();
  return { subscriptions, active, invoices: await invoices.count() };
}

/**
 * From the dashboard, "Renew now" on the expired plan, living in New York, up to the
 * gateway's page; returns it and the total the modal showed.
 */
async function startRenewal(page: Page): Promise<{ gateway: FrameLocator; total: string }> {
  await page.goto('/subscriptions');
  await page.getByRole('button', { name: 'Renew now' }).click();
  const modal = page.getByRole('dialog', { name: /^Renew / });
  await expect(modal.getByRole('region', { name: 'Plan' })).toContainText('12 months');
  await expect(modal.getByLabel('Country', { exact: true })).toHaveValue('US');
  await modal.getByLabel('State').selectOption('NY');
  await modal.getByLabel('ZIP code').fill('10001');
  const summary = modal.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Tax (4%)');
  await expectNoAccessibilityViolations(page);
  const total = (
    await summary
      .locator('dt', { hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd')
      .textContent()
  )?.trim();
  expect(total).toBeTruthy();
  await modal.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('dialog', { name: 'Secure payment' })).toBeVisible();
  return { gateway: page.frameLocator('iframe[title="Secure payment"]'), total: total ?? '' };
}

async function fillCard(gateway: FrameLocator, number: string): Promise<void> {
  await gateway.getByLabel('Card number').fill(number);
  await gateway.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await gateway.getByLabel('Security code (CVC)').fill('123');
  await gateway.getByLabel('Name on card').fill('Ada Lovelace');
  await gateway.getByRole('button', { name: /^Pay / }).click();
}

// The declined card goes first: once renewed, the customer has a running plan, and a
// second one is neither offered nor sold (decision 0074).
test.describe('renewing an expired plan from the dashboard', () => {
  test('a declined card says why and renews nothing', async ({ page }) => {
    await signInAs(page, demoEmail('expired'));
    const before = await countAccount(page);
    const { gateway } = await startRenewal(page);
    await fillCard(gateway, '4000 0000 0000 0002');

    // The gateway's form says why and stays open for another card (decision 0104).
    await expect(gateway.getByRole('alert')).toContainText(DECLINED);
    const modal = page.getByRole('dialog', { name: /^Renew / });
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page.getByRole('dialog', { name: 'Secure payment' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    expect(await countAccount(page)).toEqual(before);
  });

  test('the expired customer renews by card and sees an active plan and a paid invoice', async ({
    page,
  }) => {
    await signInAs(page, demoEmail('expired'));
    const before = await countAccount(page);
    const { gateway, total } = await startRenewal(page);
    await fillCard(gateway, '4242 4242 4242 4242');

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /is renewed/ })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(before.subscriptions + 1);
    await expect(
      page.getByRole('article').filter({ has: page.getByText('Active', { exact: true }) }),
    ).toHaveCount(before.active + 1);
    await expectNoAccessibilityViolations(page);

    await page.getByRole('link', { name: 'Payment history' }).click();
    const invoices = page.getByRole('article', { name: /^Invoice BRW-/ });
    await expect(invoices).toHaveCount(before.invoices + 1);
    // Newest first: the renewal's invoice, paid, for the total the modal showed.
    await expect(invoices.first().getByText('Paid', { exact: true })).toBeVisible();
    await expect(invoices.first().getByText(total, { exact: true }).first()).toBeVisible();
  });
});
