import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accessibilityViolations, demoEmail, expect, signInAs, test } from './support/fixtures';

/**
 * Full-page screenshots of the pages a buyer and a customer spend most time on, at a phone's
 * and a laptop's width, in English and German (issue 7), saved to `e2e/screenshots/` (not
 * committed) for a person to look at. Each page must show its main heading and, at both
 * widths, pass the same axe check as every other page.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const CATALOGUES = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/messages');
const WIDTHS = [375, 1280] as const;

const PAGES = [
  { name: 'plan', address: '/order', heading: 'order.title', signedIn: false },
  {
    name: 'checkout',
    address: '/checkout?offer=default&price=vpn-premium-12m-usd',
    heading: 'checkout.title',
    signedIn: false,
  },
  {
    name: 'dashboard',
    address: '/subscriptions',
    heading: 'subscriptions.dashboard.title',
    signedIn: true,
  },
  {
    name: 'account-billing',
    address: '/account-billing',
    heading: 'account_billing.title',
    signedIn: true,
  },
] as const;

function catalogue(language: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(CATALOGUES, `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

async function shoot(page: Page, language: 'en' | 'de', signedIn: boolean): Promise<string[]> {
  const messages = catalogue(language);
  const prefix = language === 'en' ? '' : `/${language}`;
  const violations: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    for (const shown of PAGES.filter((candidate) => candidate.signedIn === signedIn)) {
      await page.goto(`${prefix}${shown.address}`);
      await expect(
        page.getByRole('heading', { level: 1, name: messages[shown.heading], exact: true }),
      ).toBeVisible();
      await expect(page.getByText(messages['common.loading']!, { exact: true })).toHaveCount(0);
      // Nothing may be wider than the screen: a phone would scroll sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${shown.name} at ${width} px overflows sideways`,
      ).toBeLessThanOrEqual(0);
      // The fixed header does not widen the page, so its controls are checked one by one:
      // each on one line and on the screen.
      expect(
        await page.getByRole('banner').evaluate((header) =>
          [...header.querySelectorAll('a, button')]
            .filter((control) => control.getClientRects().length > 0)
            .filter((control) => {
              const box = control.getBoundingClientRect();
              return box.right > window.innerWidth || box.left < 0 || box.height > 48;
            })
            .map((control) => control.textContent || control.getAttribute('aria-label')),
        ),
        `header controls off screen or wrapped: ${shown.name} at ${width} px`,
      ).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `${language}-${width}-${shown.name}.png`),
        fullPage: true,
      });
      violations.push(
        ...(await accessibilityViolations(page, { bestPractices: true })).map(
          (violation) => `${language} ${width} ${shown.name}: ${violation}`,
        ),
      );
    }
  }
  return violations;
}

for (const language of ['en', 'de'] as const) {
  test(`${language}: the plan page and checkout, signed out, at 375 and 1280 px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    expect(await shoot(page, language, false)).toEqual([]);
  });

  test(`${language}: the dashboard and Account & Billing, signed in, at 375 and 1280 px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, demoEmail('active'));
    expect(await shoot(page, language, true)).toEqual([]);
  });
}
