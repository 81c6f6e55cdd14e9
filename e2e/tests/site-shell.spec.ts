import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';
import { emailTo } from './support/mailbox';

test('the header menus lead to real pages, under the German prefix too', async ({ page }) => {
  await page.goto('/');
  const products = page.getByRole('button', { name: 'Products' });
  await products.click();
  await expect(page.getByRole('link', { name: /eSIM/ })).toContainText('New!');
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(products).toBeFocused();

  await page.getByRole('button', { name: 'Devices' }).click();
  await page.getByRole('link', { name: 'Fire TV Stick' }).first().click();
  await expect(page).toHaveURL(/\/vpn-download\/fire-tv-stick$/);
  // The download page is the operator's content file: how to install, and device setup.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Burrow for Fire TV Stick' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'device setup' }).first()).toHaveAttribute(
    'href',
    '/setup',
  );
  await expectNoAccessibilityViolations(page);

  await page.goto('/de/what-is-vpn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /privacy|datenschutz/i })).toHaveAttribute(
    'href',
    '/de/privacy-policy',
  );
  await expect(page.getByTestId('device-icon-row')).toBeVisible();
});

test('the contact form reaches support and acknowledges the message by email', async ({ page }) => {
  await page.goto('/order');
  const contact = page.getByRole('button', { name: 'Contact us' });
  await expect(contact).not.toContainText('Online');
  await contact.click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The server's rules, checked before anything is sent.
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Choose a topic.')).toBeVisible();

  const sender = `contact-${Date.now()}@example.com`;
  await dialog.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Refunds' });
  await dialog.getByRole('textbox', { name: 'Your email' }).fill(sender);
  await dialog
    .getByRole('textbox', { name: 'Your message' })
    .fill('How do I ask for my money back?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  const confirmation = dialog.getByRole('status');
  await expect(confirmation).toContainText(`We sent a confirmation to ${sender}`);
  const reference = (await confirmation.textContent())?.match(/reference: ([0-9A-F]{8})/)?.[1];
  expect(reference).toBeDefined();
  await page.keyboard.press('Escape');
  await expect(contact).toBeFocused();

  const acknowledgement = await emailTo(page, sender, /we received your message/i);
  expect(acknowledgement.text).toContain('How do I ask for my money back?');
  const toSupport = await emailTo(page, 'support@burrow.test', new RegExp(reference!));
  expect(toSupport.text).toContain(`From: ${sender}`);

  await page.goto('/dev/mailbox');
  await expect(
    page.getByRole('article').filter({ hasText: `Contact form ${reference!}: Refunds` }),
  ).toBeVisible();
});

test('signed in, the support centre’s form carries the account’s address', async ({ page }) => {
  await signInAs(page, demoEmail('active'));
  await page.goto('/support#contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Support centre' })).toBeVisible();
  await expect(page.getByText(/Template text/)).toBeVisible();
  const form = page.locator('#contact');
  await expect(form.getByRole('textbox', { name: 'Your email' })).toHaveValue(demoEmail('active'));
});

test('analytics waits for consent, then page views and clicks reach the collector counts', async ({
  page,
}) => {
  // Wide enough for the header's call-to-action links beside the menus (from 1536 px).
  await page.setViewportSize({ width: 1600, height: 900 });
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/emit-event')) events.push(request.postData() ?? '');
  });
  await page.goto('/features');
  await page.getByRole('button', { name: 'Why Burrow' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'VPN for gaming' })
    .click();
  await expect(page).toHaveURL(/\/gaming$/);
  expect(events).toEqual([]);

  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('checkbox', { name: /Analytics cookies/ }).check();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();

  const sessionTag = `/aircove`;
  const emitted = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/emit-event') && response.status() === 202,
  );
  await page.getByRole('link', { name: 'Get Aircove' }).click();
  await expect(page).toHaveURL(/\/aircove$/);
  await emitted;
  await expect
    .poll(() => events.some((body) => body.includes('website_object_clicked')))
    .toBe(true);
  await expect
    .poll(() => events.some((body) => body.includes(`"path":"${sessionTag}"`)))
    .toBe(true);

  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/dev/analytics/event-counts?from=${today}&to=${tomorrow}`,
      );
      const body = (await response.json()) as {
        counts: { event: string; page: string | null; count: number }[];
      };
      return body.counts.filter(
        (row) =>
          (row.event === 'page_view' && row.page === '/aircove') ||
          (row.event === 'website_object_clicked' && row.page === '/gaming'),
      ).length;
    })
    .toBe(2);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header menus are in the menu sheet, by keyboard, and focus comes back on close', async ({
    page,
  }) => {
    await page.goto('/order');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    // The bar's dropdowns are hidden on a phone: the sheet is the way in.
    await expect(page.getByRole('button', { name: 'Products' })).toBeHidden();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    const products = sheet.getByRole('button', { name: 'Products' });
    for (const name of ['Why Burrow', 'Products', 'Devices', 'Get help', 'Blog'])
      await expect(sheet.getByRole('button', { name })).toBeVisible();

    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('link', { name: 'Password Manager' })).toBeFocused();
    await expect(sheet.getByRole('link', { name: /eSIM/ })).toContainText('New!');
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await sheet.getByRole('button', { name: 'Devices' }).click();
    await sheet.getByRole('link', { name: 'Fire TV Stick' }).click();
    await expect(page).toHaveURL(/\/vpn-download\/fire-tv-stick$/);
    await expect(sheet).toBeHidden();
    // The download page is the operator's content file: how to install, and device setup.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Burrow for Fire TV Stick' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'device setup' }).first()).toHaveAttribute(
      'href',
      '/setup',
    );
  });

  test('signed in, the sheet holds the account menu and then the header menus', async ({
    page,
  }) => {
    await signInAs(page, demoEmail('active'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Account menu' });
    await expect(sheet.getByRole('navigation', { name: 'Account' })).toBeVisible();
    const help = sheet.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Get help',
    });
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expectNoAccessibilityViolations(page);
    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('the operator sees the events of a browser session counted on the analytics page', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await dialog.getByRole('checkbox', { name: /Analytics cookies/ }).check();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  const emitted = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/emit-event') && response.status() === 202,
  );
  await page.goto('/vpn-download/chrome');
  await emitted;

  await page.goto('/dev/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics counts' })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
  const row = page
    .getByRole('row')
    .filter({ hasText: '/vpn-download/chrome' })
    .filter({ hasText: 'page_view' });
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^[1-9]/);
  await expectNoAccessibilityViolations(page);

  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Show counts' }).click();
  await expect(page.getByText('No events from Jan 1, 2020 to Jan 31, 2020.')).toBeVisible();
  await expect(page).toHaveURL(/\?from=2020-01-01&to=2020-01-31$/);

  await page.getByLabel('From', { exact: true }).fill('2020-02-01');
  await page.getByRole('button', { name: 'Show counts' }).click();
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
    'The start date must not be after the end date.',
  );
  await expect(page.getByLabel('To', { exact: true })).toBeFocused();
});

test('the demo says on every page that no real money is taken, signed out and in', async ({
  page,
}) => {
  const banner = page.getByRole('complementary', { name: 'Test mode — no real money is taken' });
  for (const path of [
    '/',
    '/order',
    '/checkout?offer=default&price=vpn-premium-12m-usd',
    '/login',
  ]) {
    await page.goto(path);
    await expect(banner, path).toBeVisible();
  }
  await signInAs(page, demoEmail('active'));
  await page.goto('/subscriptions');
  await expect(banner).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
