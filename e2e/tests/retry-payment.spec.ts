import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test as base,
} from './support/fixtures';

/**
 * The shared console guard, except for the retry's own refusal: a declined card is a 402
 * the page shows as a message, yet Chromium logs every 4xx response as a console error.
 */
const test = base.extend({
  consoleGuard: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const expectedRefusal =
        /status of 402/.test(text) && message.location().url.includes('/retry-payment-collection');
      if (!expectedRefusal && !/status of 401/.test(text)) errors.push(`console error: ${text}`);
    });
    await use();
    expect(errors).toEqual([]);
  },
});

// On the main server the autobill-failed customer's saved card keeps declining, and a
// customer's own retry neither pays nor uses up the dunning schedule (decision 0055): the
// renewal stays failed, as the sign-in and account-page journeys expect. Paying it with a
// new card is payment-methods.spec.ts's journey, on the clock server.
test.describe('paying a failed renewal now', () => {
  test('a customer whose renewal failed retries from the dashboard, sees the decline and its reason after a reload, and is shown where to replace the card', async ({
    page,
  }) => {
    await signInAs(page, demoEmail('autobill-failed'));
    const plan = page.getByRole('article').first();
    await expect(plan.getByText('Renewal failed', { exact: true })).toBeVisible();
    await plan.getByRole('link', { name: 'Retry payment' }).click();
    await expect(page).toHaveURL(
      /\/subscriptions\/krn:subscription:[0-9a-f-]+\/retry_manual_payment$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Pay your renewal' })).toBeVisible();
    await expect(page.getByText('VISA ending in 0002')).toBeVisible();
    await expectNoAccessibilityViolations(page);

    const pay = page.getByRole('button', { name: /^Pay .+ now$/ });
    await pay.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Your payment failed. Please try again with a different payment method.',
    );
    await expect(alert).toContainText('If your card keeps being declined, replace it');
    await expect(pay).toBeEnabled();
    await expectNoAccessibilityViolations(page);

    await page.reload();
    // The attempt is kept: the last attempt now carries the gateway's reason.
    await expect(
      page.getByText(/: Your payment failed\. Please try again with a different payment method\./),
    ).toBeVisible();
    await expect(page.getByText(/Your plan stays connected until/)).toBeVisible();
    await page.getByRole('link', { name: 'Replace your card' }).click();
    await expect(page).toHaveURL(/\/credit_cards\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  });
});
