import type { Page } from '@playwright/test';
import { ACCOUNT_PAGES, pagePatternOf } from '@burrow/domain/page-routes';
import { DEMO_PASSWORD, demoEmail, expect, test } from './support/fixtures';

/**
 * Every internal link leads to a page (decision 0097). Signed out, and signed in as each
 * demo customer, the crawler opens pages breadth first from where a visitor starts, reads
 * every same-origin link and opens its target; it fails listing each link whose target
 * answers an HTTP error or shows the not-found page. Only links are followed, never a
 * button, so nothing is bought, signed out or deleted.
 *
 * Every link's address is asked for over HTTP (decision 0097: the server answers 404 for a
 * path that is no page). Each route pattern is opened in the app once per crawl, to check
 * it does not show the not-found page and to read its links:
 * `/subscriptions/krn:…/retry_manual_payment` of one subscription stands for all. Signed in,
 * only the account area's pages are opened (the public ones are the signed-out crawl's and
 * look the same to everyone); a path of no known pattern is always opened.
 */

/** The demo customers (README "Demo accounts"): each sees pages the others do not. */
const DEMO_CUSTOMERS = [
  'active',
  'trial',
  'inapp',
  'expired',
  'grace',
  'autobill-failed',
  'expiring',
  'business-legacy',
  'business',
  'id-defender',
];

const ACCOUNT_PATTERNS = new Set<string>(ACCOUNT_PAGES);

/** Where the path leads, for deduplication: its page pattern, or the path itself. */
function visitKey(path: string): string {
  return pagePatternOf(path) ?? path.replace(/[?#].*$/, '');
}

/**
 * Whether following the link would do more than open a page: the API (invoice PDFs are
 * downloads) or a one-time link from the demo mailbox, which following would spend (a
 * sign-in link signs in, a confirmation link changes an email address).
 */
function isAction(url: URL): boolean {
  if (url.pathname.startsWith('/api/')) return true;
  return url.searchParams.has('token') || url.searchParams.has('code');
}

interface Link {
  from: string;
  to: string;
}

/** The page's same-origin links, as path, query and fragment-less addresses. */
async function sameOriginLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]:not([download])')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin || isAction(url)) continue;
    paths.add(`${url.pathname}${url.search}`);
  }
  return [...paths];
}

/**
 * Opens the address as the app's router does after a click (a full load only for the first
 * page: one load per crawl, not one per page) and says whether it shows the not-found page.
 * A page is ready when it has its heading and nothing loads.
 */
async function showsNotFound(page: Page, address: string): Promise<boolean> {
  if (page.url() === 'about:blank') {
    await page.goto(address);
  } else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  return page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible();
}

/**
 * Breadth first from the entry points; returns each dead link as `from → to: why`. Every
 * address is asked for once over HTTP (the status a browser opening it in a new tab
 * gets); a page is opened in the app, to check it and read its links, once per pattern and
 * only when `shouldOpen` says its pattern belongs to this crawl.
 */
async function crawl(
  page: Page,
  entryPoints: string[],
  shouldOpen: (path: string) => boolean,
): Promise<string[]> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const checked = new Set<string>();
  const opened = new Set<string>();
  const queue: Link[] = entryPoints.map((to) => ({ from: '(start)', to }));
  const dead: string[] = [];
  for (let link = queue.shift(); link; link = queue.shift()) {
    // Each address is judged once, named by the first page found linking to it.
    if (checked.has(link.to)) continue;
    checked.add(link.to);
    const status = (await page.request.get(link.to)).status();
    if (status >= 400) {
      dead.push(`${link.from} → ${link.to}: HTTP ${status}`);
      continue;
    }
    const key = visitKey(link.to);
    if (opened.has(key) || !shouldOpen(link.to)) continue;
    opened.add(key);
    if (await showsNotFound(page, link.to)) {
      dead.push(`${link.from} → ${link.to}: the not-found page`);
      continue;
    }
    // A page that sent the visitor elsewhere (sign-in, another dashboard) is read as that one.
    const here = new URL(page.url());
    const from = `${here.pathname}${here.search}`;
    for (const to of await sameOriginLinks(page, origin)) {
      if (!checked.has(to)) queue.push({ from, to });
    }
  }
  return dead;
}

test('every link of the signed-out site opens a page', async ({ page }) => {
  // A hang guard, not a speed check: the crawl opens some sixty pages.
  test.setTimeout(180_000);
  const dead = await crawl(page, ['/', '/order', '/login'], () => true);
  expect(dead).toEqual([]);
});

for (const customer of DEMO_CUSTOMERS) {
  test(`every link of ${customer}'s account area opens a page`, async ({ page }) => {
    test.setTimeout(120_000);
    // The session only: signing in through the form is the sign-in journeys' concern.
    const signedIn = await page.request.post('/api/v2/auth/login', {
      data: { email: demoEmail(customer), password: DEMO_PASSWORD },
      headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    });
    expect(signedIn.status()).toBe(200);
    const dead = await crawl(page, ['/subscriptions'], (path) => {
      const pattern = pagePatternOf(path);
      return pattern === undefined || ACCOUNT_PATTERNS.has(pattern);
    });
    expect(dead).toEqual([]);
  });
}
