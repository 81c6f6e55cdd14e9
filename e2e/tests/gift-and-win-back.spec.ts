import type { Page } from '@playwright/test';
import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test as base,
} from './support/fixtures';

/**
 * The shared console guard, except for the gift-card API's refusals: a used, expired or
 * unknown card and an email with an account are 4xx answers the page shows as messages, yet
 * Chromium logs every 4xx response as a console error. Anything else still fails the test.
 */
const test = base.extend({
  // Overrides the shared guard by name, so it stays automatic for every test here.
  consoleGuard: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const expectedRefusal =
        /status of 4\d\d/.test(text) && message.location().url.includes('/api/v1/gift-cards/');
      // As in the shared guard: a 401 from /users/me is the app asking who we are.
      if (!expectedRefusal && !/status of 401/.test(text)) {
        errors.push(`console error: ${text}`);
      }
    });
    await use();
    expect(errors).toEqual([]);
  },
});

/** A fresh address per run, so the account is created by this very redemption. */
function newVisitorEmail(): string {
  return `gift-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

async function checkCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check code' }).click();
}

test.describe('redeeming a gift card', () => {
  // The only test that redeems GIFTBASIC1: a card is redeemed once per (fresh) database.
  test('a new visitor redeems a gift card with a new email, lands on setup and sees the plan', async ({
    page,
  }) => {
    const email = newVisitorEmail();
    await page.goto('/gift');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Redeem your gift card' }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await checkCode(page, 'giftbasic1');
    await expect(page.getByText('Burrow VPN Basic — 1 month')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Step 2 of 3: Create your account' }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`create your Burrow account for ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Redeem gift card' }).click();

    await expect(page).toHaveURL(/\/setup$/);
    await page.goto('/subscriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByText('Active', { exact: true })).toBeVisible();
    await expect(cards.first()).toContainText('Basic');
  });

  test('an already-redeemed code and an expired code each say why', async ({ page }) => {
    await page.goto('/gift?code=GIFTUSED');
    await expect(page.getByLabel('Gift card code')).toHaveValue('GIFTUSED');
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect(page.getByText('This gift card has already been redeemed.')).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await checkCode(page, 'GIFTEXPIRED');
    await expect(page.getByText('This gift card has expired.')).toBeVisible();
    await expect(page.getByText('This gift card has already been redeemed.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Enter your code' })).toBeVisible();
  });

  test('an email that has an account is asked to sign in, and comes back ready to redeem', async ({
    page,
  }) => {
    await page.goto('/gift?code=GIFTPREMIUM12');
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect(page.getByText('Burrow VPN Premium — 12 months')).toBeVisible();
    await page.getByLabel('Email address').fill(demoEmail('active'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Redeem gift card' }).click();

    const notice = page.getByRole('alert');
    await expect(notice).toContainText('You already have an account — sign in to redeem');
    await expectNoAccessibilityViolations(page);
    await notice.getByRole('link', { name: 'Sign in to redeem' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fgift%3Fcode%3DGIFTPREMIUM12$/);

    await page.getByLabel('Email address').fill(demoEmail('active'));
    await page.getByLabel('Password').fill('demo-burrow-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/gift\?code=GIFTPREMIUM12$/);
    await page.getByRole('button', { name: 'Check code' }).click();
    // Signed in: no account step. Not redeemed here, so the demo account stays as seeded.
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Redeem' })).toBeVisible();
    await expect(
      page.getByText(`It will be added to your account, ${demoEmail('active')}.`),
    ).toBeVisible();
  });
});

test.describe('winning back an expired customer', () => {
  test('the expired customer is offered 3 free months and it leads to the win-back offer', async ({
    page,
  }) => {
    await signInAs(page, demoEmail('expired'));
    const banner = page.getByRole('region', {
      name: 'Come back to Burrow: 3 months free on a yearly plan',
    });
    await expect(banner).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await banner.getByRole('link', { name: 'See the offer' }).click();
    await expect(page).toHaveURL(/\/order\?offer=win-back/);
    await expect(page.getByText('+ 3 months free').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get 12 months' })).toHaveAttribute(
      'href',
      /offer=win-back/,
    );
  });

  test('a customer with an active plan is not offered the win-back deal', async ({ page }) => {
    await signInAs(page, demoEmail('active'));
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('region', { name: /Come back to Burrow/ })).toHaveCount(0);
  });
});

test.describe('arriving through a partner', () => {
  test('a partner’s member sees their offer on the plans, even after moving around', async ({
    page,
  }) => {
    await page.goto('/?partner=acme-bank&utm_source=acme&utm_medium=newsletter');
    // Recorded on landing, so the plan page reached later still knows where they came from.
    await page.goto('/order');
    await expect(page.getByText('Exclusive offer for Acme Bank members')).toBeVisible();
    const cookies = await page.context().cookies();
    const attribution = cookies.find((cookie) => cookie.name === 'burrow_attribution');
    expect(attribution?.sameSite).toBe('Lax');
    expect(JSON.parse(decodeURIComponent(attribution?.value ?? '{}'))).toEqual({
      utm_source: 'acme',
      utm_medium: 'newsletter',
      partner_id: 'acme-bank',
      source_channel: 'newsletter',
    });
    await expectNoAccessibilityViolations(page);
  });
});
