import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';
import { emailTo } from './support/mailbox';
import { DEMO_ADMIN, signInAsStaff } from './support/staff';

/** The demo support agent of the README's "Demo accounts" section. */
const DEMO_SUPPORT = {
  email: 'support@staff.demo.burrow.test',
  totpSecret: 'DEMOSUPPORTBURROWSTAFFTOTPSECRET',
};

// The recovered customer's renewal is refunded here, on the main server: no other journey
// reads that customer (decision 0120).
test('support finds a customer by invoice number, reads the declined then recovered renewal, and refunds the last payment', async ({
  page,
  browser,
}) => {
  // A hang guard, not a speed check: two people, three sign-ins and a refund.
  test.slow();
  const customerEmail = demoEmail('recovered');

  // The customer reads the invoice number out to support from their payment history.
  const customer = await browser.newPage();
  await signInAs(customer, customerEmail);
  await customer.goto('/invoices');
  const newest = customer.getByRole('article', { name: /^Invoice BRW-/ }).first();
  await expect(newest.getByText('Paid', { exact: true })).toBeVisible();
  const number = ((await newest.getAttribute('aria-label')) ?? '').replace(/^Invoice /, '');
  expect(number).toMatch(/^BRW-\d{4}-\d{6}$/);

  await signInAsStaff(page, DEMO_SUPPORT);
  // Support sees only what support may open: no audit log, nothing of finance or admin.
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Customers', 'Work queues']);

  await nav.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(number);
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.getByRole('row').filter({ hasText: customerEmail });
  await expect(result).toContainText('invoice number');
  await result.getByRole('link', { name: customerEmail }).click();
  await expect(page.getByRole('heading', { name: customerEmail })).toBeVisible();

  // Newest first: the retry that paid sits above the decline, which gives the bank's reason.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const what = timeline.getByRole('row').locator('td:nth-child(2)');
  await expect(timeline.getByRole('row').filter({ hasText: 'Charge declined' })).toContainText(
    'insufficient_funds',
  );
  const kinds = await what.allTextContents();
  expect(kinds.indexOf('Retry charged')).toBeGreaterThanOrEqual(0);
  expect(kinds.indexOf('Retry charged')).toBeLessThan(kinds.indexOf('Charge declined'));
  expect(kinds.indexOf('Invoice paid')).toBeLessThan(kinds.indexOf('Renewal invoiced'));

  const invoices = page.getByRole('region', { name: 'Invoices' });
  const row = invoices.getByRole('row').filter({ hasText: number });
  await expect(row.getByRole('link', { name: `PDF of invoice ${number}` })).toBeVisible();
  await row.getByRole('button', { name: `Refund invoice ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund invoice ${number}` });
  await expect(dialog).toContainText('is left to refund');
  await expect(dialog.getByLabel('Amount to refund (USD)')).toBeFocused();
  const amount = await dialog.getByLabel('Amount to refund (USD)').inputValue();
  await expectNoAccessibilityViolations(page);
  await dialog.getByLabel(/^Reason/).fill('Charged twice after the retry, per the customer');
  await dialog.getByRole('button', { name: `Refund $${amount}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('status')).toHaveText(`Refunded $${amount}.`);
  await expect(row).toContainText('refunded');
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await expect(timeline.getByRole('row').filter({ hasText: 'Refunded' }).first()).toContainText(
    `$${amount}`,
  );
  await expect(
    timeline.getByRole('row').filter({ hasText: 'refund.created' }).first(),
  ).toBeVisible();

  // The customer sees the refund in their payment history, and has the email about it.
  await customer.goto('/invoices');
  await expect(
    customer
      .getByRole('article', { name: `Invoice ${number}` })
      .getByText('Refunded', { exact: true }),
  ).toBeVisible();
  const email = await emailTo(page, customerEmail, /refund/i);
  expect(email.text).toContain(amount);
  await customer.close();

  // The admin reads who refunded, in the audit log.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInAsStaff(page, DEMO_ADMIN);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  const entry = page.getByRole('row').filter({ hasText: 'refund.created' }).first();
  await expect(entry).toContainText(DEMO_SUPPORT.email);
  await expect(entry).toContainText('Charged twice after the retry, per the customer');
});
