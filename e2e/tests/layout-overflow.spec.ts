import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '@burrow/domain/page-routes';
import { MARKETING_PATHS } from '@burrow/domain/site-navigation';
import { DEMO_PASSWORD, demoEmail, expect, test } from './support/fixtures';

/**
 * Nothing on any page is cut off or pushed off the screen (issue 16, item 15): at a phone's,
 * a small laptop's and a laptop's width, in a left-to-right and a right-to-left language,
 * every page of the route table is opened and measured. A page fails when it scrolls
 * sideways, or when a control, heading, text or table cell reaches past either edge of the
 * screen — a Revoke button cut off in a seat table, an account icon pushed out of the header.
 * Each page is loaded once per language and measured at each width by resizing, so the
 * check costs one page load per page, not three.
 */
const WIDTHS = [375, 1024, 1280] as const;
const LANGUAGES = [
  { code: 'en', prefix: '' },
  { code: 'ar', prefix: '/ar' },
] as const;

/** "Loading…" in the language, to wait until a page has its content. */
function loadingText(code: string): string {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/i18n/messages/${code}.json`);
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return messages['common.loading']!;
}

/** Public pages with what they need to show their real content rather than an error. */
const PUBLIC_ADDRESSES = [
  ...PUBLIC_PAGES.map((path) =>
    path === '/checkout' ? '/checkout?offer=default&price=vpn-premium-12m-usd' : path,
  ),
  ...MARKETING_PATHS,
];

/** Account pages no demo customer below opens as their own (they hold a value in the path). */
const PATTERN_PAGES = new Set(ACCOUNT_PAGES.filter((path) => path.includes(':')));

/** The demo customer (README "Demo accounts") whose account fills each account page. */
const ACCOUNT_OWNERS: Record<string, (path: string) => boolean> = {
  business: (path) => path === '/volume-management' || path === '/business_subscriptions',
  'business-legacy': (path) => path === '/license_manager',
  'id-defender': (path) => path.startsWith('/id-defender/'),
  active: (path) =>
    !['/volume-management', '/business_subscriptions', '/license_manager'].includes(path) &&
    !path.startsWith('/id-defender/'),
};

/** Opens an address the way the app's router does after a click, and waits until it is ready. */
async function open(page: Page, address: string, loading: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(address);
  } else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
  }
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(loading, { exact: true })).toHaveCount(0, { timeout: 15_000 });
}

/**
 * What reaches past the screen's edges now, one line each. Elements fully outside the screen
 * and positioned on purpose (a skip link waiting for focus) and hidden ones are not counted;
 * an element in flow that the layout pushed off the screen is.
 */
function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) found.push(`the page scrolls sideways by ${sideways} px`);
    const selector =
      'a, button, input, select, textarea, [role="button"], h1, h2, h3, p, th, td, label, img';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const within = box.left >= -1 && box.right <= width + 1;
      if (within) continue;
      const outside = box.right <= 0 || box.left >= width;
      const placed = style.position === 'absolute' || style.position === 'fixed';
      if (outside && placed) continue;
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      found.push(
        `<${element.tagName.toLowerCase()}> “${name}” spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
      );
    }
    return found;
  });
}

/** Opens each address and measures it at every width; returns what is off the screen. */
async function measure(page: Page, code: string, prefix: string, addresses: readonly string[]) {
  const loading = loadingText(code);
  const problems: string[] = [];
  for (const address of addresses) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, `${prefix}${address}`, loading);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      // Layout settles within a frame of a resize; two frames leave room for a reflow.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      for (const problem of await offScreen(page)) {
        problems.push(`${prefix}${address} at ${width} px: ${problem}`);
      }
    }
  }
  return problems;
}

async function signIn(page: Page, customer: string): Promise<void> {
  // The session only: signing in through the form is the sign-in journeys' concern.
  const signedIn = await page.request.post('/api/v2/auth/login', {
    data: { email: demoEmail(customer), password: DEMO_PASSWORD },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(signedIn.status()).toBe(200);
}

for (const { code, prefix } of LANGUAGES) {
  test(`${code}: no public page reaches past the screen at 375, 1024 or 1280 px`, async ({
    page,
  }) => {
    // A hang guard, not a speed check: some sixty pages at three widths.
    test.setTimeout(240_000);
    expect(await measure(page, code, prefix, PUBLIC_ADDRESSES)).toEqual([]);
  });

  for (const [customer, owns] of Object.entries(ACCOUNT_OWNERS)) {
    test(`${code}: no account page of ${customer} reaches past the screen`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, customer);
      const pages = ACCOUNT_PAGES.filter((path) => !PATTERN_PAGES.has(path) && owns(path));
      expect(await measure(page, code, prefix, pages)).toEqual([]);
    });
  }
}
