import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, test } from './support/fixtures';
import { signInAsStaff } from './support/staff';

/**
 * Decision 0124 end to end: the demo admin creates a coupon and a batch of gift cards in the
 * console and downloads the codes; a buyer then pays with the coupon at checkout and
 * redeems one of the codes at /redeem.
 */
const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

async function createCoupon(page: Page, code: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create a coupon' });
  await expect(form).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // An empty form says what is missing, and keeps what was typed.
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(form.getByText('Enter a whole percentage from 1 to 100.')).toBeVisible();
  await expect(form.getByLabel('Code')).toHaveValue(code.toLowerCase());

  await form.getByLabel('Storefront').selectOption('burrow');
  await form.getByLabel('Description buyers see').fill('20% off for podcast listeners');
  await form.getByLabel('Percent off').fill('20');
  await form.getByLabel('Who may use it').selectOption('everyone');
  await form.getByLabel('Total uses allowed').fill('5');
  await form.getByLabel('Reason (kept in the audit log)').fill('Podcast sponsorship');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText(`Coupon ${code} created.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('0 / 5');
  await expect(row).toContainText('Active');
  await expectNoAccessibilityViolations(page);
}

async function createBatchAndDownload(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Gift cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Issue a batch of gift cards' });
  await expect(form).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await form.getByLabel('Storefront').selectOption('burrow');
  await form.getByLabel('Plan each card is worth').selectOption('vpn-premium-12m-usd');
  await form.getByLabel('Number of cards').fill('3');
  await form.getByLabel('Reason (kept in the audit log)').fill('Podcast giveaway');
  await form.getByRole('button', { name: 'Issue gift cards' }).click();
  const link = page.getByRole('link', { name: 'Download their codes (CSV)' });
  await expect(link).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^gift-cards-.+\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe('code,plan,status,redeemed_at');
  expect(rows).toHaveLength(3);
  for (const row of rows) expect(row).toMatch(/^[A-Z2-9]{16},".*",unused,$/);
  return rows.map((row) => row.split(',')[0] ?? '');
}

async function buyWithCoupon(page: Page, code: string): Promise<void> {
  await page.goto('/order');
  await page.getByRole('radio', { name: 'Burrow VPN Basic' }).check();
  await page.getByRole('link', { name: 'Get 12 months' }).click();
  await expect(page).toHaveURL(/\/checkout\?offer=default&price=/);
  await page.getByLabel('Email address').fill(`coupon-buyer-${unique().toLowerCase()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Payment' })).toBeVisible();
  await page.getByLabel('Country', { exact: true }).selectOption('GB');
  await expect(page.getByRole('button', { name: /^Pay £|^Pay \$/ })).toBeEnabled();

  await page.getByLabel('Coupon code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code} applied.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Discount');

  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  const gateway = page.frameLocator('iframe[title="Secure payment"]');
  await gateway.getByLabel('Card number').fill('4242424242424242');
  await gateway.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await gateway.getByLabel('Security code (CVC)').fill('123');
  await gateway.getByLabel('Name on card').fill('Ada Lovelace');
  await gateway.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/setup(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
}

test('the demo admin issues a coupon and gift cards; a buyer pays with the coupon and redeems a card', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const code = `PODCAST${unique()}`;
  await signInAsStaff(page);
  await createCoupon(page, code);
  const codes = await createBatchAndDownload(page);

  // The buyer has a browser of their own: no staff cookie comes along.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyWithCoupon(buyer, code);

  await buyer.goto('/redeem');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Redeem a code' })).toBeVisible();
  await buyer.getByRole('textbox', { name: 'Gift card or promo code' }).fill(codes[0] ?? '');
  await buyer.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(buyer.getByRole('heading', { name: 'Gift card redeemed' })).toBeVisible();
  await expect(buyer.getByText(/Burrow VPN Premium/)).toBeVisible();
  await buyerContext.close();

  // The console counts the use and the redemption.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Coupons' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('1 / 5');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Gift cards' })
    .click();
  const batch = page.getByRole('row').filter({ hasText: 'Podcast giveaway' }).first();
  await expect(batch.getByRole('cell').nth(4)).toHaveText('1');
});
