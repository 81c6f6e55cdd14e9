import { CLOCK_PORT } from './support/servers';
import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

// This server's clock moves; no other journey uses it.
test.use({ baseURL: `http://127.0.0.1:${CLOCK_PORT}` });

test('moving the demo clock a year renews a subscription and its new invoice appears', async ({
  page,
}) => {
  await signInAs(page, demoEmail('active'));
  await page.goto('/invoices');
  await expect(page.getByRole('article', { name: /^Invoice BRW-/ })).toHaveCount(2);

  await page.goto('/dev/clock');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: '+365 days' }).click();
  await expect(page.getByText(/^Billing ran: \d+ renewed/)).toBeVisible();

  // A year later the old session has ended: sign in again and look.
  await signInAs(page, demoEmail('active'));
  await page.goto('/invoices');
  const invoices = page.getByRole('article', { name: /^Invoice BRW-/ });
  await expect(invoices).toHaveCount(3);
  await expect(invoices.first().getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Invoice BRW-\d{4}-1\d{5}$/ })).toHaveCount(1);
});
