import type { Page } from '@playwright/test';
import { MARKETING_PATHS } from '@burrow/domain/site-navigation';
import { appRoutePatterns } from './support/app-routes';
import { accessibilityViolations, demoEmail, expect, signInAs, test } from './support/fixtures';
import { signInAsStaff } from './support/staff';

/**
 * Every page of the app is scanned with axe (decision 0061): each route of the router is
 * visited signed out, or signed in as a demo customer who can see it. A route the router
 * gains and this list lacks fails the first test.
 */

/** Where a route's page is opened: a fixed address, or one a person would follow. */
type Address = string | ((page: Page) => Promise<string>);
interface Visit {
  route: string;
  address?: Address;
}

/** The address of the link a person would follow from the page they are on. */
async function linkTarget(page: Page, where: 'Account menu' | 'page', name: string) {
  const scope =
    where === 'Account menu'
      ? page.getByRole('navigation', { name: 'Account' })
      : page.getByRole('main');
  const href = await scope.getByRole('link', { name, exact: true }).first().getAttribute('href');
  if (!href) throw new Error(`No link named ${name}`);
  return href;
}

const SIGNED_OUT: Visit[] = [
  { route: '/' },
  { route: '/login' },
  { route: '/signup' },
  { route: '/forgot-password' },
  { route: '/reset-password' },
  { route: '/auth/magic' },
  { route: '/order' },
  { route: '/checkout', address: '/checkout?offer=default&price=vpn-premium-12m-usd' },
  { route: '/gift' },
  { route: '/delayed-signup' },
  { route: '/dev/clock' },
  { route: '/dev/analytics' },
  { route: '/dev/mailbox' },
  { route: '/account-billing/confirm-email' },
  { route: '/account-deleted' },
  { route: '*', address: '/no-such-page' },
  ...MARKETING_PATHS.map((route) => ({ route })),
];

/** Each demo customer's own pages; every customer's dashboard is scanned on signing in. */
const SIGNED_IN: Record<string, Visit[]> = {
  active: [
    { route: '/setup' },
    { route: '/activation-setup' },
    { route: '/invoices' },
    { route: '/my-subscriptions' },
    { route: '/redeem' },
    { route: '/referrals' },
    { route: '/dns_settings' },
    { route: '/account-billing' },
    { route: '/support/dedicated-ip' },
    { route: '/esim' },
    { route: '/keys' },
    { route: '/changelog' },
    { route: '/expert-program' },
    { route: '/credit_cards/edit' },
    {
      route: '/my-subscriptions/:krn/aircove-coupon',
      address: (page) => linkTarget(page, 'Account menu', 'Aircove coupon'),
    },
  ],
  'autobill-failed': [
    {
      route: '/subscriptions/:krn/retry_manual_payment',
      address: (page) => linkTarget(page, 'page', 'Retry payment'),
    },
    { route: '/support/troubleshooting/failed-automatic-renewal' },
  ],
  inapp: [{ route: '/support/troubleshooting/ios-in-app-purchases' }],
  expired: [{ route: '/support/troubleshooting/play-store-subscriptions' }],
  'business-legacy': [{ route: '/business_subscriptions' }, { route: '/license_manager' }],
  business: [{ route: '/volume-management' }],
  'id-defender': [
    { route: '/id-defender/id-alerts' },
    { route: '/id-defender/id-theft-insurance' },
    { route: '/id-defender/data-removal' },
    { route: '/id-defender/credit-scanner' },
  ],
  trial: [],
  grace: [],
  expiring: [],
};

/**
 * Opens an address as the app's router would after a link: a full load only when no page of
 * the app is open yet, so a long list of pages costs one load, not one each.
 */
async function openInApp(page: Page, address: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(address);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === address);
}

/** Opens the page, waits until it has its heading and nothing is loading, then scans it. */
async function scan(page: Page, visit: Visit): Promise<string[]> {
  const address =
    typeof visit.address === 'function'
      ? await visit.address(page)
      : (visit.address ?? visit.route);
  await openInApp(page, address);
  return scanCurrent(page, address);
}

async function scanCurrent(page: Page, address: string): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  return (await accessibilityViolations(page, { bestPractices: true })).map(
    (violation) => `${address}: ${violation}`,
  );
}

/** The operator console's pages, signed in as the demo admin (the sign-in form is /admin's). */
const STAFF: Visit[] = [
  { route: '/admin/customers' },
  {
    route: '/admin/customers/:customerId',
    address: async (page) => {
      await openInApp(page, '/admin/customers?query=active%40demo');
      const link = page.getByRole('link', { name: 'active@demo.burrow.test', exact: true });
      const href = await link.getAttribute('href');
      if (!href) throw new Error('No link to the customer’s page');
      return href;
    },
  },
  { route: '/admin/audit-log' },
  { route: '/admin/reports' },
  { route: '/admin/storefronts' },
  {
    route: '/admin/storefronts/:storefrontId/integrations',
    address: '/admin/storefronts/burrow/integrations',
  },
  { route: '/admin/queues' },
  { route: '/admin/coupons' },
  { route: '/admin/gift-cards' },
  { route: '/admin/staff' },
  // Public (an invitation is accepted before there is an account); without a token it says so.
  { route: '/admin/invitation' },
];

test('the pages scanned are exactly the routes of the router', () => {
  const visited = [
    '/subscriptions',
    '/admin',
    ...STAFF.map((visit) => visit.route),
    ...SIGNED_OUT.map((visit) => visit.route),
    ...Object.values(SIGNED_IN).flatMap((visits) => visits.map((visit) => visit.route)),
  ].sort();
  expect(visited).toEqual(appRoutePatterns());
});

const CHUNK = 13;
for (let start = 0; start < SIGNED_OUT.length; start += CHUNK) {
  const visits = SIGNED_OUT.slice(start, start + CHUNK);
  test(`signed out: ${visits.map((visit) => visit.route).join(' ')}`, async ({ page }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    for (const visit of visits) violations.push(...(await scan(page, visit)));
    expect(violations).toEqual([]);
  });
}

for (const [situation, visits] of Object.entries(SIGNED_IN)) {
  test(`signed in as ${situation}: the dashboard ${visits.map((visit) => visit.route).join(' ')}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, demoEmail(situation));
    const violations = await scanCurrent(page, '/subscriptions');
    for (const visit of visits) violations.push(...(await scan(page, visit)));
    expect(violations).toEqual([]);
  });
}

test('the operator console, signed out and as the demo admin', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin');
  const violations = await scanCurrent(page, '/admin (staff sign-in)');
  await signInAsStaff(page);
  violations.push(...(await scanCurrent(page, '/admin')));
  for (const visit of STAFF) violations.push(...(await scan(page, visit)));
  expect(violations).toEqual([]);
});
