import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

/**
 * The shared console guard, except for the not-found page these tests visit on purpose:
 * the server answers an address that is no page with 404 and the app (decision 0097), and
 * Chromium logs that document's status as a console error.
 */
const notFoundTest = test.extend({
  consoleGuard: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const notFoundDocument =
        /status of 404/.test(text) && /evil\.example\/x$/.test(message.location().url);
      if (!notFoundDocument && !/status of 401/.test(text)) errors.push(`console error: ${text}`);
    });
    await use();
    expect(errors).toEqual([]);
  },
});

/** A German message, when the German catalogue has been translated; else null. */
function germanMessage(id: string): string | null {
  const file = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/messages/de.json');
  if (!fs.existsSync(file)) return null;
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return catalogue[id] ?? null;
}

/**
 * Opens the dialog from its button, named in any language by the current one: the footer's,
 * or on checkout (whose focused frame has no marketing footer, decision 0104) the header's.
 */
async function chooseLanguage(page: Page, current: string, name: string): Promise<void> {
  await page
    .getByRole('contentinfo')
    .or(page.getByRole('banner'))
    .getByRole('button', { name: current })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem')).toHaveCount(29);
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name, exact: true }).click();
}

async function localeCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value;
}

test('the language dialog keeps the customer on the same account page, in German', async ({
  page,
}) => {
  await signInAs(page, demoEmail('active'));
  await page.goto('/account-billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Account & Billing' })).toBeVisible();

  await chooseLanguage(page, 'English', 'Deutsch');

  await expect(page).toHaveURL(/\/de\/account-billing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await localeCookie(page)).toBe('de');
  const title = germanMessage('account_billing.title') ?? 'Account & Billing';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Links inside the app keep the prefix, and a reload stays German.
  await page.goto('/de/subscriptions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page).toHaveURL(/\/de\/subscriptions$/);

  // An address without a prefix follows the cookie.
  await page.goto('/account-billing');
  await expect(page).toHaveURL(/\/de\/account-billing$/);

  // Back to English, which has no prefix; the account remembers English again.
  await chooseLanguage(page, 'Deutsch', 'English');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account-billing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await localeCookie(page)).toBe('en');
});

test('the language dialog keeps a buyer on the same checkout, in right-to-left Arabic too', async ({
  page,
}) => {
  await page.goto('/order');
  await page.getByRole('radio', { name: 'Burrow VPN Premium' }).check();
  await page.getByRole('link', { name: 'Get 12 months' }).click();
  await expect(page).toHaveURL(/\/checkout\?offer=default&price=/);
  const query = new URL(page.url()).search;

  await chooseLanguage(page, 'English', 'Deutsch');
  await page.waitForURL((url) => url.pathname === '/de/checkout' && url.search === query);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await localeCookie(page)).toBe('de');
  await expect(page.getByLabel(/E-Mail|Email address/).first()).toBeVisible();

  await chooseLanguage(page, 'Deutsch', 'العربية');
  await page.waitForURL((url) => url.pathname === '/ar/checkout' && url.search === query);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await localeCookie(page)).toBe('ar');
});

test('a buyer checking out in German gets the payment provider’s card form in German', async ({
  page,
}) => {
  await page.goto('/order');
  await page.getByRole('radio', { name: 'Burrow VPN Premium' }).check();
  await page.getByRole('link', { name: 'Get 12 months' }).click();
  await expect(page).toHaveURL(/\/checkout\?offer=default&price=/);
  await page.goto(`/de/checkout${new URL(page.url()).search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Schritt 2 von 2: Zahlung' })).toBeVisible();
  await page.getByLabel('Land', { exact: true }).selectOption('GB');
  await page.getByRole('radio', { name: 'Karte', exact: true }).check();
  const pay = page.getByRole('button', { name: /bezahlen$/ });
  await expect(pay).toBeEnabled();
  const payLabel = (await pay.textContent())?.trim() ?? '';
  expect(payLabel).toMatch(/^\d+,\d{2}\s\$ bezahlen$/);
  await pay.click();

  await expect(page.getByRole('dialog', { name: 'Sichere Zahlung' })).toBeVisible();
  const gateway = page.frameLocator('iframe[title="Sichere Zahlung"]');
  await expect(gateway.locator('html')).toHaveAttribute('lang', 'de');
  await expect(gateway.getByRole('heading', { name: 'Mit Karte bezahlen' })).toBeVisible();
  await expect(gateway.getByLabel('Kartennummer')).toBeVisible();
  await expect(gateway.getByLabel('Ablaufdatum (MM/JJ)')).toBeVisible();
  // The provider formats the amount as the checkout does: the same words on both buttons.
  await expect(gateway.getByRole('button', { name: payLabel })).toBeVisible();
});

/**
 * Decision 0078: the address may be `//evil.example/x` (the server answers every unknown page
 * path with the app); choosing a language must open a page of this site, never that host.
 * Requests to it are refused here, and counted: none may be made.
 */
test.describe('the language dialog never leaves the site', () => {
  for (const [address, current, choice, expected] of [
    ['//evil.example/x', 'English', 'English', '/evil.example/x'],
    ['//evil.example/x', 'English', 'Deutsch', '/de/evil.example/x'],
    ['/de//evil.example/x', 'Deutsch', 'English', '/evil.example/x'],
    ['/de/\\evil.example/x', 'Deutsch', 'English', '/evil.example/x'],
  ] as const) {
    notFoundTest(`from ${address}, choosing ${choice}`, async ({ page, baseURL }) => {
      const offSite: string[] = [];
      await page.route(
        (url) => url.hostname === 'evil.example',
        (route) => {
          offSite.push(route.request().url());
          return route.abort();
        },
      );
      const origin = new URL(baseURL ?? '').origin;
      // Not page.goto(address): Playwright would resolve `//…` against the base as a host.
      await page.goto(`${origin}${address}`);
      await chooseLanguage(page, current, choice);
      await page.waitForURL((url) => url.pathname === expected);
      expect(new URL(page.url()).origin).toBe(origin);
      expect(offSite).toEqual([]);
    });
  }
});
