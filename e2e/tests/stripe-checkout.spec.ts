import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, test } from './support/fixtures';
import { routeStripe } from './support/stripe-routes';

/**
 * Checkout when Stripe takes payments (decision 0083): this server runs with
 * PAYMENT_PROVIDER=stripe against the local fake Stripe API, and the page loads Stripe.js from
 * its URL — the stand-in, which pays through that fake exactly as Stripe.js pays.
 */

test.beforeEach(async ({ page }) => {
  await routeStripe(page);
});

/** From the plan page to checkout's payment step as a new buyer living in the UK. */
async function startPurchase(page: Page): Promise<void> {
  await page.goto('/order');
  await page.getByRole('radio', { name: 'Burrow VPN Basic' }).check();
  await page.getByRole('link', { name: 'Get 12 months' }).click();
  await expect(page).toHaveURL(/\/checkout\?offer=default&price=/);
  const email = `stripe-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Payment' })).toBeVisible();
  await page.getByLabel('Country', { exact: true }).selectOption('GB');
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
}

/** Presses Pay; Stripe's Payment Element comes up in the payment dialog. */
async function openPayment(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Secure payment' });
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  return dialog;
}

async function payWithCard(dialog: Locator, number: string): Promise<void> {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
}

async function expectPurchased(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/setup(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
}

test('a visitor buys a plan by card through Stripe, in test mode', async ({ page }) => {
  await startPurchase(page);
  await expect(
    page.getByRole('complementary', { name: 'Test mode — no real money is taken' }),
  ).toBeVisible();
  const dialog = await openPayment(page);
  await expectNoAccessibilityViolations(page);
  await payWithCard(dialog, '4242 4242 4242 4242');
  await expectPurchased(page);
});

test('a declined card is answered in the dialog, which keeps the card for the buyer to fix', async ({
  page,
}) => {
  await startPurchase(page);
  const dialog = await openPayment(page);
  await payWithCard(dialog, '4000 0000 0000 9995');
  // The stand-in's own (empty) message line is an alert too: pick ours by its words.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Nothing was charged' })).toContainText(
    'Your card has insufficient funds. Use a different card or payment method.',
  );
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toHaveValue('4000 0000 0000 9995');
  await expect(dialog.getByLabel('Expiration date (MM / YY)')).toHaveValue('12 / 34');
  await expect(dialog.getByLabel('Security code')).toHaveValue('123');

  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expectPurchased(page);
});

test('a card failing 3-D Secure is answered in the dialog, and another card pays', async ({
  page,
}) => {
  await startPurchase(page);
  const dialog = await openPayment(page);
  await payWithCard(dialog, '4000 0027 6000 3184');
  await dialog
    .getByRole('group', { name: '3D Secure authentication' })
    .getByRole('button', { name: 'Fail' })
    .click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Nothing was charged' })).toBeVisible();

  await payWithCard(dialog, '4242 4242 4242 4242');
  await expectPurchased(page);
});

test('a card that asks for 3-D Secure is authenticated and buys', async ({ page }) => {
  await startPurchase(page);
  const dialog = await openPayment(page);
  await payWithCard(dialog, '4000 0027 6000 3184');
  const challenge = dialog.getByRole('group', { name: '3D Secure authentication' });
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: 'Complete' }).click();
  await expectPurchased(page);
});
