import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * docs/product.md#payment-outcomes, decision 0079: a card declined in the gateway's own page leaves its trace — the
 * browser reports the payment result and the new buyer's sign-up stages — and the operator
 * reads them back (`GET /api/dev/analytics/payment-outcomes`, demo mode). The journey reads
 * them through that endpoint because the server's embedded database is its own.
 */

function newBuyerEmail(): string {
  return `decline-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** The parts of the operator's answer this journey reads. */
interface PaymentOutcomes {
  paymentResults: { transId: string | null }[];
  attemptedSignups: { email: string; signupStage: string }[];
}

async function outcomes(page: Page): Promise<PaymentOutcomes> {
  const response = await page.request.get('/api/dev/analytics/payment-outcomes');
  expect(response.status()).toBe(200);
  return (await response.json()) as PaymentOutcomes;
}

test('a card declined in the gateway’s page is reported, with the buyer’s sign-up stages', async ({
  page,
}) => {
  const email = newBuyerEmail();
  await page.goto('/order');
  await page.getByRole('radio', { name: 'Burrow VPN Basic' }).check();
  await page.getByRole('link', { name: 'Get 12 months' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Payment' })).toBeVisible();
  await page.getByLabel('Country', { exact: true }).selectOption('GB');
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('dialog', { name: 'Secure payment' })).toBeVisible();

  const src = await page.locator('iframe[title="Secure payment"]').getAttribute('src');
  const intentId = new URL(src ?? '', page.url()).pathname.split('/').at(-1);
  expect(intentId).toMatch(/^pi_/);

  const gateway = page.frameLocator('iframe[title="Secure payment"]');
  await gateway.getByLabel('Card number').fill('4000 0000 0000 0002');
  await gateway.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await gateway.getByLabel('Security code (CVC)').fill('123');
  await gateway.getByLabel('Name on card').fill('Ada Lovelace');
  await gateway.getByRole('button', { name: /^Pay / }).click();
  // The gateway's form says why and stays open for another card (decision 0104).
  await expect(gateway.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page.getByRole('dialog', { name: 'Secure payment' })).toBeVisible();

  // The reports are fire and forget: they arrive just after the message shows.
  await expect
    .poll(async () => (await outcomes(page)).paymentResults.filter((r) => r.transId === intentId))
    .toEqual([
      {
        at: expect.any(String),
        source: 'web:one_checkout_order',
        event: 'payment_authorization',
        result: 'failure',
        type: 'card',
        gateway: 'sandbox',
        transId: intentId,
        errorCode: 'payment_declined',
      },
    ]);
  await expect
    .poll(async () =>
      (await outcomes(page)).attemptedSignups
        .filter((signup) => signup.email === email)
        .map((signup) => signup.signupStage)
        .sort(),
    )
    .toEqual(['EMAIL_ENTERED', 'PAYMENT_FAILED']);
});
