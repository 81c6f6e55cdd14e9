import { expect, expectNoAccessibilityViolations, test } from './support/fixtures';
import { emailTo, linkIn } from './support/mailbox';
import { routeStripe } from './support/stripe-routes';

/**
 * Renewals under SCA (decision 0086) on the Stripe server: a card whose bank wants every
 * payment authenticated is bought with 3-D Secure; a year later its off-session renewal is
 * held (`authentication_required`); the email sends the customer to the retry page, where
 * they confirm the payment through Stripe.js (the stand-in) and the renewal is paid. The
 * journey moves this server's clock, so it runs after the other Stripe journeys.
 */

test.beforeEach(async ({ page }) => {
  await routeStripe(page);
});

test('a renewal the bank holds is confirmed by the customer from the email, and paid', async ({
  page,
}) => {
  // A purchase, a year of clock, an email and a 3-D Secure challenge: 52 s in one clean CI
  // run and past the 60-s hang guard in the next, on a 2-core machine at load average 10.
  test.slow();
  const email = `sca-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  await page.goto('/order');
  await page.getByRole('radio', { name: 'Burrow VPN Basic' }).check();
  await page.getByRole('link', { name: 'Get 12 months' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Country', { exact: true }).selectOption('GB');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Secure payment' });
  await dialog.getByLabel('Card number').fill('4000 0027 6000 3184');
  await dialog.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await dialog
    .getByRole('group', { name: '3D Secure authentication' })
    .getByRole('button', { name: 'Complete' })
    .click();
  await expect(page).toHaveURL(/\/setup(\?|$)/);

  // A year on, the billing run renews it off-session: the bank holds the payment.
  await page.goto('/dev/clock');
  await page.getByRole('button', { name: '+365 days' }).click();
  await expect(page.getByText(/^Billing ran: \d+ renewed/)).toBeVisible();
  const held = await emailTo(page, email, /bank wants you to confirm/i);
  const retryPage = linkIn(held);
  expect(new URL(retryPage).pathname).toMatch(
    /^\/subscriptions\/krn:subscription:[0-9a-f-]+\/retry_manual_payment$/,
  );

  // The email's link; the session ended with the year, so the customer signs in again.
  await page.goto(new URL(retryPage).pathname);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible();
  await page.goto(linkIn(await emailTo(page, email, /sign-in link/i)));
  // The dashboard says the bank wants the payment confirmed, and links to the same page.
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(
    page.getByText('Your bank wants you to confirm the renewal payment.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Confirm the payment with your bank' }).click();
  await expect(page).toHaveURL(new URL(retryPage).pathname);

  await expect(
    page.getByRole('heading', { name: 'Your bank wants you to confirm this payment' }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page
    .getByRole('group', { name: '3D Secure authentication' })
    .getByRole('button', { name: 'Complete' })
    .click();
  await expect(page.getByRole('status')).toContainText('Payment received');

  // The dashboard shows the plan renewed, with nothing left to confirm.
  await page.goto('/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Confirm the payment with your bank' })).toHaveCount(
    0,
  );
});
