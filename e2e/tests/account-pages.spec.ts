import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

/** The documentation ranges (RFC 5737) the demo's sandbox fulfiller assigns from. */
const RFC_5737_ADDRESS = /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}$/;

test('a legacy business customer assigns a seat, revokes it and buys more, each kept after a reload', async ({
  page,
}) => {
  await signInAs(page, demoEmail('business-legacy'));
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'License Manager' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'License Manager' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Burrow VPN Premium' });
  await expect(card.getByText('3 of 5')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await card.getByLabel('Email for seat 5').fill('e2e.hire@acme-demo.test');
  await card.getByRole('button', { name: 'Assign seat 5' }).click();
  await expect(
    card.getByRole('cell', { name: 'e2e.hire@acme-demo.test', exact: true }),
  ).toBeVisible();
  await page.reload();
  const row = card.getByRole('row', { name: /e2e\.hire@acme-demo\.test/ });
  await expect(row.getByText('In use')).toBeVisible();
  await expect(card.getByText('4 of 5')).toBeVisible();

  await row.getByRole('button', { name: 'Revoke e2e.hire@acme-demo.test' }).click();
  await row.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();
  await page.reload();
  await expect(
    card.getByRole('row', { name: /e2e\.hire@acme-demo\.test/ }).getByText('Revoked'),
  ).toBeVisible();
  await expect(card.getByText('3 of 5')).toBeVisible();

  await card.getByLabel('Number of seats').fill('2');
  const buy = card.getByRole('button', { name: /^Buy 2 seats for \$\d+\.\d{2}$/ });
  await expect(buy).toBeEnabled();
  await buy.click();
  const done = card.getByText(
    /^2 seats were added for \$[\d.]+\. Invoice (BRW-\d{4}-\d{6}) is in your payment history\.$/,
  );
  await expect(done).toBeVisible();
  const invoice = ((await done.textContent()) ?? '').match(/BRW-\d{4}-\d{6}/)?.[0] ?? '';
  await page.reload();
  await expect(card.getByText('3 of 7')).toBeVisible();
  await page.goto('/invoices');
  await expect(page.getByRole('article', { name: `Invoice ${invoice}` })).toBeVisible();
});

test('a customer moves their dedicated IP to another location, kept after a reload', async ({
  page,
}) => {
  await signInAs(page, demoEmail('active'));
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Dedicated IP' })
    .click();
  const card = page.getByRole('article', { name: 'Dedicated IP with Burrow VPN Premium' });
  await expect(card.getByText('192.0.2.1')).toBeVisible();
  await expect(card.locator('dd', { hasText: 'New York, United States' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await card.getByLabel('Move to').selectOption({ label: 'Frankfurt, Germany' });
  await card.getByRole('button', { name: 'Change location' }).click();
  // The VPN's systems assign the new address (in demo mode the sandbox fulfiller, within a
  // few seconds); until then the page says it is being set up and claims no address.
  await expect(
    card.getByText('Location saved. Your new address in Frankfurt, Germany is being set up.'),
  ).toBeVisible();
  await expect(card.getByText('192.0.2.1')).toBeHidden();
  // An RFC 5737 documentation address, shown without a reload once it is assigned.
  const address = card.locator('dd', { hasText: RFC_5737_ADDRESS });
  await expect(address).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(/^Your dedicated IP in Frankfurt, Germany is ready: /)).toBeVisible();
  await expect(card.locator('dd', { hasText: 'Frankfurt, Germany' })).toBeVisible();
  const assigned = (await address.textContent()) ?? '';

  await page.reload();
  await expect(card.locator('dd', { hasText: assigned })).toBeVisible();
  await expect(card.locator('dd', { hasText: 'Frankfurt, Germany' })).toBeVisible();
  await expect(card.getByText('Being set up')).toBeHidden();
});

test('a customer turns on an ID Defender feature their add-on covers, kept after a reload', async ({
  page,
}) => {
  await signInAs(page, demoEmail('id-defender'));
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Credit Scanner' })
    .click();
  await expect(page).toHaveURL(/\/id-defender\/credit-scanner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Scanner' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on protection' }).click();
  await expect(page.getByText('Tick the box to agree before turning protection on.')).toBeVisible();
  await page.getByRole('checkbox', { name: /checks my credit file/ }).check();
  await page.getByRole('button', { name: 'Turn on protection' }).click();
  await expect(page.getByText(/^Protection is on since /)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.reload();
  await expect(page.getByText(/^Protection is on since /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on protection' })).toHaveCount(0);
});

test.describe('the information pages open with their content and no accessibility violation', () => {
  for (const [situation, path, heading] of [
    ['active', '/keys', 'Password Manager'],
    ['active', '/id-defender/id-alerts', 'ID Alerts'],
    ['active', '/id-defender/data-removal', 'ID Removal'],
    ['id-defender', '/id-defender/id-theft-insurance', 'ID Insurance'],
    [
      'autobill-failed',
      '/support/troubleshooting/failed-automatic-renewal',
      'Failed automatic renewal',
    ],
    ['inapp', '/support/troubleshooting/ios-in-app-purchases', 'iOS in-app purchases'],
    ['expired', '/support/troubleshooting/play-store-subscriptions', 'Play Store subscriptions'],
    ['active', '/expert-program', 'Expert Program'],
  ] as const) {
    test(`${path} for the ${situation} customer`, async ({ page }) => {
      await signInAs(page, demoEmail(situation));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
    });
  }
});
