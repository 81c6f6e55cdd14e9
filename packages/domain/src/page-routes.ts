import { localeFromPath } from './localized-path';
import { MARKETING_PATHS } from './site-navigation';

/**
 * The web app's pages, as path patterns: the one route table (decision 0097). The web's
 * router is built from these lists (a page missing there does not compile), the server
 * answers HTTP 404 for any other path, and links to pages with a value in their path are
 * built by `pagePath`. Paths are unprefixed: a locale prefix (`/de/…`) may precede any.
 */

/** Pages in the public layout, open to everyone. */
export const PUBLIC_PAGES = [
  '/',
  '/login',
  '/signup',
  '/auth/magic',
  '/forgot-password',
  '/reset-password',
  '/order',
  '/checkout',
  '/gift',
  '/delayed-signup',
  '/dev/clock',
  '/dev/analytics',
  '/dev/mailbox',
  '/account-billing/confirm-email',
  '/account-deleted',
] as const;

/** Pages of the account area, in the account layout (they need a session). */
export const ACCOUNT_PAGES = [
  '/subscriptions',
  '/setup',
  '/activation-setup',
  '/invoices',
  '/my-subscriptions',
  '/redeem',
  '/referrals',
  '/subscriptions/:krn/retry_manual_payment',
  '/dns_settings',
  '/account-billing',
  '/volume-management',
  '/business_subscriptions',
  '/license_manager',
  '/support/dedicated-ip',
  '/esim',
  '/my-subscriptions/:krn/aircove-coupon',
  '/id-defender/id-alerts',
  '/id-defender/id-theft-insurance',
  '/id-defender/data-removal',
  '/id-defender/credit-scanner',
  '/keys',
  '/changelog',
  '/expert-program',
  '/support/troubleshooting/failed-automatic-renewal',
  '/support/troubleshooting/ios-in-app-purchases',
  '/support/troubleshooting/play-store-subscriptions',
  '/credit_cards/edit',
] as const;

/**
 * The operator console (issue 17, decision 0115): its own layout and staff sign-in, loaded
 * only when one of these is opened, so no customer downloads any of it.
 */
export const STAFF_PAGES = [
  '/admin',
  '/admin/customers',
  '/admin/customers/:customerId',
  '/admin/audit-log',
  '/admin/reports',
  '/admin/storefronts',
  '/admin/storefronts/:storefrontId/integrations',
  '/admin/queues',
  '/admin/coupons',
  '/admin/gift-cards',
  '/admin/staff',
  '/admin/invitation',
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];
export type AccountPage = (typeof ACCOUNT_PAGES)[number];
export type StaffPage = (typeof STAFF_PAGES)[number];

/**
 * What a `:name` segment may hold. A subscription's krn is `krn:subscription:<id>`
 * (`makeKrn`); anything else in its place is no page, so the server answers 404 and the
 * web shows its not-found page.
 */
const PARAM_RULES = {
  krn: /^krn:subscription:[A-Za-z0-9_-]+$/,
  customerId: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  // A storefront's slug (decision 0125).
  storefrontId: /^[a-z0-9][a-z0-9-]{1,62}$/,
} as const satisfies Record<string, RegExp>;

export type PageParam = keyof typeof PARAM_RULES;

/** The `:name` segments of a pattern, as an object type. */
export type PageParams<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? Record<Name, string> & PageParams<`/${Rest}`>
    : Pattern extends `${string}:${infer Name}`
      ? Record<Name, string>
      : Record<never, never>;

/** The patterns with a value in their path; the others are links as they stand. */
export type DynamicPage = {
  [Pattern in PublicPage | AccountPage | StaffPage]: Pattern extends `${string}:${string}`
    ? Pattern
    : never;
}[PublicPage | AccountPage | StaffPage];

/** Every page pattern: the router's pages and the marketing pages (decision 0058). */
export function pagePatterns(): string[] {
  return [...PUBLIC_PAGES, ...ACCOUNT_PAGES, ...STAFF_PAGES, ...MARKETING_PATHS];
}

/** Whether a value can stand in a `:name` segment. */
export function isValidPageParam(name: string, value: string): boolean {
  const rule = (PARAM_RULES as Record<string, RegExp>)[name];
  return rule !== undefined && rule.test(value);
}

/** The link to a page with a value in its path, such as a subscription's retry page. */
export function pagePath<Pattern extends DynamicPage>(
  pattern: Pattern,
  params: PageParams<Pattern>,
): string {
  const values = params as Record<string, string>;
  // A krn's colons are kept as they are: they are valid in a path and the links read better.
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(values[name]!).replace(/%3A/gi, ':'),
  );
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The pattern of the page a path opens, or undefined when it is no page. A locale prefix,
 * a query, a fragment and a trailing slash are ignored, and fixed segments match in any
 * case, as the web's router matches them; a `:name` segment must hold a valid value.
 */
export function pagePatternOf(path: string): string | undefined {
  const pathname = localeFromPath(path).path.replace(/[?#].*$/, '');
  const segments = segmentsOf(pathname);
  return pagePatterns().find((pattern) => {
    const expected = segmentsOf(pattern);
    if (expected.length !== segments.length) return false;
    return expected.every((part, index) => {
      const actual = segments[index]!;
      if (part.startsWith(':')) return isValidPageParam(part.slice(1), decoded(actual));
      return part.toLowerCase() === actual.toLowerCase();
    });
  });
}

/** Whether a path opens a page of the web app. */
export function isPagePath(path: string): boolean {
  return pagePatternOf(path) !== undefined;
}
