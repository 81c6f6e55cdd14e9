import type { Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, test as base } from './support/fixtures';

/**
 * The shared console guard, except for the redeem API's refusals (a used card is a 409 the
 * page shows as a message, yet Chromium logs every 4xx response as a console error).
 */
const test = base.extend({
  consoleGuard: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const expectedRefusal =
        /status of 4\d\d/.test(text) && message.location().url.includes('/api/v2/redeem/');
      if (!expectedRefusal && !/status of 401/.test(text)) errors.push(`console error: ${text}`);
    });
    await use();
    expect(errors).toEqual([]);
  },
});

// Redeeming changes the account, so the journey makes a fresh customer instead of using a
// shared demo account; the two gift cards it redeems are seeded for this journey only.
const PASSWORD = 'a long unusual passphrase';

async function signUpAndSignIn(page: Page): Promise<void> {
  const email = `redeemer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const origin = test.info().project.use.baseURL ?? '';
  const response = await page.request.post('/api/v2/auth/signup', {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  expect(response.status()).toBe(202);
  let link: string | undefined;
  await expect(async () => {
    const mailbox = await page.request.get('/api/dev/mailbox');
    const { messages } = (await mailbox.json()) as { messages: { to: string; text: string }[] };
    link = messages.find((message) => message.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 5_000 });
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/subscriptions$/);
}

async function redeem(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Gift card or promo code' }).fill(code);
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
}

test.describe('redeeming a code while signed in', () => {
  test('a customer redeems a gift card into a new plan, adds a second card’s month to it, and finds the plan after a reload', async ({
    page,
  }) => {
    await signUpAndSignIn(page);
    await page.goto('/redeem');
    await expect(page.getByRole('heading', { level: 1, name: 'Redeem a code' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await redeem(page, 'giftvip12');
    await expect(page.getByRole('heading', { name: 'Gift card redeemed' })).toBeVisible();
    await expect(page.getByText(/Your Burrow VPN VIP subscription is active until/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set up your devices' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await redeem(page, 'GIFT-VIP-1');
    await expect(
      page.getByText(/1 month of Burrow VPN VIP were added to your plan\. It now runs until/),
    ).toBeVisible();

    await redeem(page, 'WELCOME10');
    await expect(page.getByRole('heading', { name: 'WELCOME10 is a promo code' })).toBeVisible();

    await page.reload();
    await redeem(page, 'GIFTVIP1');
    await expect(page.getByText('This gift card has already been redeemed.')).toBeVisible();
    await page.goto('/subscriptions');
    const plans = page.getByRole('article');
    await expect(plans).toHaveCount(1);
    await expect(plans.first().getByRole('heading', { name: 'Burrow VPN VIP' })).toBeVisible();
  });
});
