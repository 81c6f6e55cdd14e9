import type { Locator, Page } from '@playwright/test';
import { demoEmail, expect, signInAs, test } from './support/fixtures';

/** A plan length's card on the order page. */
function planCard(page: Page, months: string): Locator {
  return page.getByRole('article', { name: months, exact: true });
}

test.describe('the order page on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('shows prices on the first screen, the regular price struck through, best value per month', async ({
    page,
  }) => {
    await page.goto('/order');
    await expect(page.getByRole('radio', { name: 'Burrow VPN Premium' })).toBeChecked();

    // A price, and the plan it buys, without scrolling.
    const first = page.getByRole('article').first();
    await expect(first).toBeInViewport();
    const price = first.getByText(/^\$\d+\.\d\d$/).last();
    await expect(price).toBeInViewport();
    const box = await price.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(812);

    // The regular (one-month) price is struck through beside the offer price.
    const yearly = planCard(page, '12 months');
    await expect(yearly.locator('s')).toHaveText('$19.49');
    await expect(yearly).toContainText('Regular price');

    // 24 months costs least per month in every tier, so it is the best value, in every tier.
    await expect(page.getByText('Best value')).toHaveCount(1);
    await expect(planCard(page, '24 months').getByText('Best value')).toBeVisible();
    await page.getByRole('radio', { name: 'Burrow VPN Basic' }).check();
    await expect(planCard(page, '24 months').getByText('Best value')).toBeVisible();
    await expect(planCard(page, '24 months').locator('s')).toHaveText('$12.95');
    await expect(page.getByRole('radio', { name: 'Burrow VPN Basic' })).toBeChecked();
    await expect(page).toHaveURL(/tier=vpn-basic/);
  });
});

test.describe('the public header', () => {
  test('sends a visitor to the plans, in their language', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Get Burrow' }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose your Burrow plan' }),
    ).toBeVisible();

    await page.goto('/de/');
    await expect(page.getByRole('banner').locator('a[href="/de/order"]')).toBeVisible();
  });

  test('shows a signed-in customer their account, not "Sign in / Get Burrow"', async ({ page }) => {
    await signInAs(page, demoEmail('active'));
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Get Burrow' })).toHaveCount(0);
    await header.getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
  });
});
