import { CLOCK_PORT } from './support/servers';
import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

// This journey pays the autobill-failed customer's overdue renewal. Journeys on the main
// server expect that renewal to be failed, so it runs on the clock server — before the
// clock journey moves that server a year, after which the renewal would have expired
// (playwright.config.ts runs it first; decision 0041).
test.use({ baseURL: `http://127.0.0.1:${CLOCK_PORT}` });

test('a customer whose renewal failed adds a good card, the overdue renewal is paid at once, and the card stays the default', async ({
  page,
}) => {
  await signInAs(page, demoEmail('autobill-failed'));
  await expect(
    page.getByRole('article').first().getByText('Renewal failed', { exact: true }),
  ).toBeVisible();

  // The failed renewal is in the payment history as owed, under its own number.
  await page.goto('/invoices');
  const owed = page
    .getByRole('article', { name: /^Invoice BRW-/ })
    .filter({ has: page.getByText('Payment due', { exact: true }) });
  await expect(owed).toHaveCount(1);
  const owedNumber = ((await owed.locator('p').first().textContent()) ?? '').trim();
  expect(owedNumber).toMatch(/^BRW-\d{4}-\d{6}$/);
  const invoiceCount = await page.getByRole('article', { name: /^Invoice BRW-/ }).count();

  await page.goto('/credit_cards/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  const declinedCard = page.getByRole('article', { name: 'Visa ending in 0002' });
  await expect(declinedCard.getByText('Default', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Add a card' }).click();
  await expect(page.getByRole('dialog', { name: 'Secure payment' })).toBeVisible();
  const gateway = page.frameLocator('iframe[title="Secure payment"]');
  await gateway.getByLabel('Card number').fill('4242 4242 4242 4242');
  await gateway.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await gateway.getByLabel('Security code (CVC)').fill('123');
  await gateway.getByLabel('Name on card').fill('Ada Lovelace');
  await gateway.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByText('Visa ending in 4242 was added and is now your default payment method.'),
  ).toBeVisible();
  await expect(page.getByText(/^Your overdue payment for .+ went through/)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.reload();
  const newCard = page.getByRole('article', { name: 'Visa ending in 4242' });
  await expect(newCard.getByText('Default', { exact: true })).toBeVisible();
  await expect(newCard.getByText(/^Renews on it: /)).toBeVisible();
  await expect(declinedCard.getByText('Default', { exact: true })).toHaveCount(0);

  // The dashboard no longer says the renewal failed, and the invoice that was owed is paid:
  // the same number, no second invoice for the period, nothing left due.
  await page.goto('/subscriptions');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Renewal failed', { exact: true })).toHaveCount(0);
  await page.goto('/invoices');
  await expect(
    page.getByRole('article', { name: `Invoice ${owedNumber}` }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: /^Invoice BRW-/ })).toHaveCount(invoiceCount);
  await expect(page.getByText('Payment due', { exact: true })).toHaveCount(0);
});
