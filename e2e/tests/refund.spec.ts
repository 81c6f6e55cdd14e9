import type { Page } from '@playwright/test';
import { buyBasicMonthlyByApi } from './support/buy-by-api';
import { CLOCK_PORT } from './support/servers';
import { expect, expectNoAccessibilityViolations, test } from './support/fixtures';

// The refund is made by the billing run a day after it is asked for, so this journey moves
// the demo clock: it runs on the clock server, one test at a time with the other journeys
// that move time there (decision 0098). It buys its own plan and reads no demo account.
test.use({ baseURL: `http://127.0.0.1:${CLOCK_PORT}` });

/**
 * Asks for the refund from My Subscription's card and confirms it in the dialog; `scan`
 * checks the open dialog with axe.
 */
async function askForRefund(page: Page, paid: string, { scan = false } = {}): Promise<void> {
  const guarantee = page
    .getByRole('article', { name: 'Burrow VPN Basic' })
    .getByRole('region', { name: '30-day money-back guarantee' });
  await expect(guarantee).toContainText(`You can get ${paid} back until`);
  await guarantee.getByRole('button', { name: 'Ask for a refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${paid} and end Burrow VPN Basic?` });
  await expect(dialog).toContainText('24 hours after you confirm');
  if (scan) await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: `Request a refund of ${paid}` }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const pending = guarantee.getByRole('status');
  await expect(pending).toContainText(`for a refund of ${paid}. It is made on`);
  await expect(pending).toBeFocused();
}

test('a new customer asks for a refund, withdraws it, asks again, and a day later is refunded and loses access', async ({
  page,
  baseURL,
}) => {
  // A hang guard, not a speed check: a purchase, two pages, four actions and a billing run.
  test.slow();
  const { paid } = await buyBasicMonthlyByApi(page.request, baseURL ?? '', 'refunder');

  await page.goto('/my-subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'My subscription' })).toBeVisible();
  const guarantee = page
    .getByRole('article', { name: 'Burrow VPN Basic' })
    .getByRole('region', { name: '30-day money-back guarantee' });
  await expect(guarantee).toContainText('tax and add-ons included');

  await askForRefund(page, paid, { scan: true });
  await expectNoAccessibilityViolations(page);
  await guarantee.getByRole('button', { name: 'Withdraw the request' }).click();
  await expect(
    guarantee.getByText('Your refund request is withdrawn. Burrow VPN Basic carries on as before.'),
  ).toBeVisible();

  await askForRefund(page, paid);
  // Account & Billing shows the same request.
  await page.goto('/account-billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Account & Billing' })).toBeVisible();
  const section = page.getByRole('region', { name: '30-day money-back guarantee' });
  await expect(
    section.getByRole('status').filter({ hasText: `for a refund of ${paid}` }),
    // A hang guard for a loaded machine: the section reads the list, then each estimate.
  ).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole('button', { name: 'Withdraw the request' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // A day later the billing run makes the refund and ends the plan.
  await page.goto('/dev/clock');
  await page.getByRole('button', { name: '+1 day' }).click();
  await expect(page.getByText(/^Billing ran: .* [1-9]\d* refunded\.$/)).toBeVisible();

  await page.goto('/my-subscriptions');
  await expect(guarantee).toContainText(
    new RegExp(
      `We refunded \\${paid} on .+\\. Burrow VPN Basic has ended and can no longer be used\\.$`,
    ),
  );
  await expect(guarantee.getByRole('button')).toHaveCount(0);
  await page.goto('/subscriptions');
  await expect(
    page.getByText('This subscription was cancelled and refunded, and can no longer be used.'),
  ).toBeVisible();
});
