import { describe, expect, it } from 'vitest';
import { MENU_PATHS, routerCouponPath, setupDevicesPath } from './menu-items';
import { isPagePath, pagePath, pagePatternOf, pagePatterns } from './page-routes';
import {
  FOOTER_BLOG_BLOCK,
  FOOTER_COLUMNS,
  HEADER_CTAS,
  HEADER_MENUS,
  LEGAL_LINKS,
  downloadPagePath,
} from './site-navigation';
import { retryPaymentPath } from './subscription-actions';

describe('page routes: the one route table (decision 0097)', () => {
  it.each([
    ['/', '/'],
    ['/login', '/login'],
    ['/login/', '/login'],
    ['/LOGIN', '/login'],
    ['/login?next=%2Fsetup#top', '/login'],
    ['/de', '/'],
    ['/de/setup', '/setup'],
    ['/jp/vpn-download/mac', '/vpn-download/mac'],
    ['/vpn-server/us', '/vpn-server/us'],
    [
      '/subscriptions/krn:subscription:AbC_1-2/retry_manual_payment',
      '/subscriptions/:krn/retry_manual_payment',
    ],
    [
      '/my-subscriptions/krn%3Asubscription%3A42/aircove-coupon',
      '/my-subscriptions/:krn/aircove-coupon',
    ],
    ['/admin', '/admin'],
    ['/admin/customers?query=4242', '/admin/customers'],
    ['/admin/audit-log', '/admin/audit-log'],
    ['/admin/reports', '/admin/reports'],
    ['/admin/customers/6F1C2A9E-0000-4000-8000-000000000001', '/admin/customers/:customerId'],
    ['/admin/storefronts', '/admin/storefronts'],
    ['/admin/storefronts/acme-vpn/integrations', '/admin/storefronts/:storefrontId/integrations'],
  ])('%s opens the page %s', (path, pattern) => {
    expect(pagePatternOf(path)).toBe(pattern);
  });

  it.each([
    ['a path no page has', '/no-such-page'],
    ["the setup tiles' old download path", '/download/windows'],
    ['a device with no download page', '/vpn-download/amiga'],
    ['a krn of something else', '/subscriptions/krn:invoice:1/retry_manual_payment'],
    ['no krn at all', '/subscriptions/abc/retry_manual_payment'],
    ['an empty krn', '/subscriptions//retry_manual_payment'],
    ['a page with an extra segment', '/setup/more'],
    ['a console page that does not exist', '/admin/nothing'],
    ['a customer page without a customer id', '/admin/customers/ada@example.com'],
    ['a storefront that is no slug', '/admin/storefronts/Acme%20VPN/integrations'],
    ['English under a prefix of its own', '/en/setup'],
    ['a locale that is not published', '/xx/setup'],
  ])('%s is no page: %s', (_, path) => {
    expect(isPagePath(path)).toBe(false);
  });

  it('lists each pattern once', () => {
    expect(new Set(pagePatterns()).size).toBe(pagePatterns().length);
  });

  it('builds links to pages with values in their path that open those pages', () => {
    const krn = 'krn:subscription:abc';
    expect(pagePath('/subscriptions/:krn/retry_manual_payment', { krn })).toBe(
      '/subscriptions/krn:subscription:abc/retry_manual_payment',
    );
    expect(pagePath('/my-subscriptions/:krn/aircove-coupon', { krn: 'krn:subscription:a/b' })).toBe(
      '/my-subscriptions/krn:subscription:a%2Fb/aircove-coupon',
    );
    for (const path of [retryPaymentPath(krn), routerCouponPath(krn), setupDevicesPath('t 1')]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('every link of the shell and the account menu opens a page', () => {
    const shellLinks = [
      ...HEADER_MENUS.flatMap((menu) => menu.links),
      ...HEADER_CTAS,
      ...FOOTER_COLUMNS.flatMap((column) => column.links),
      ...FOOTER_BLOG_BLOCK,
      ...LEGAL_LINKS,
    ].map((link) => link.href);
    for (const path of [...shellLinks, ...Object.values(MENU_PATHS), downloadPagePath('router')]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });
});
