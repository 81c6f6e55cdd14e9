import { contentPageAt } from '@burrow/domain/content-pages';
import type { AccountPage, PublicPage, StaffPage } from '@burrow/domain/page-routes';
import { MARKETING_PATHS } from '@burrow/domain/site-navigation';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FOCUSED_CHROME_HANDLE } from '../shell/focused-chrome';
import { PublicLayout } from '../shell/public-layout';
import { PageFallback } from './routes/page-fallback';
import { RootRoute } from './routes/root-route';
import { RouteError } from './routes/route-error';
import { withValidParams } from './routes/with-valid-params';

type LazyPage = () => Promise<{ Component: ComponentType }>;

function shellPageModule(path: string): LazyPage {
  // The support centre's text is followed by the contact form, composed in app/routes.
  if (path === '/support') return () => import('./routes/support-route');
  if (contentPageAt(path)) return () => import('../features/content/routes/content-page-route');
  return () => import('../features/marketing/routes/marketing-page-route');
}

/**
 * The one route table's pages (decision 0097: `@burrow/domain/page-routes` lists the
 * patterns, the server answers 404 for any other path). Each list is keyed by its patterns,
 * so a page the domain lists without a module here, or one here it does not list, does not
 * compile. Every page is a lazily loaded module exporting `Component`, so a visitor
 * downloads only the pages they open; the public layout is small and stays eager.
 */
const publicPages: Record<PublicPage, LazyPage> = {
  '/': () => import('./routes/home-route'),
  '/login': () => import('../features/auth/routes/login-route'),
  '/signup': () => import('../features/auth/routes/signup-route'),
  '/auth/magic': () => import('../features/auth/routes/magic-link-route'),
  '/forgot-password': () => import('../features/auth/routes/forgot-password-route'),
  '/reset-password': () => import('../features/auth/routes/reset-password-route'),
  '/order': () => import('../features/order/routes/order-route'),
  '/checkout': () => import('../features/checkout/routes/checkout-route'),
  '/gift': () => import('../features/gift/routes/gift-route'),
  '/delayed-signup': () => import('../features/delayed-signup/routes/delayed-signup-route'),
  '/dev/clock': () => import('../features/demo-clock/routes/demo-clock-route'),
  '/dev/analytics': () => import('../features/dev-analytics/routes/analytics-route'),
  '/dev/mailbox': () => import('../features/dev-mailbox/routes/mailbox-route'),
  // Outside the account layout: opened signed out (another device), the page's call answers
  // 401 and the central policy sends the person to sign in and back.
  '/account-billing/confirm-email': () =>
    import('../features/account-billing/routes/confirm-email-route'),
  '/account-deleted': () => import('../features/account-billing/routes/account-deleted-route'),
};

const accountPages: Record<AccountPage, LazyPage> = {
  '/subscriptions': () => import('../features/subscriptions/routes/dashboard-route'),
  '/setup': () => import('../features/setup/routes/setup-route'),
  '/activation-setup': () => import('../features/setup/routes/activation-setup-route'),
  '/invoices': () => import('../features/invoices/routes/invoices-route'),
  '/my-subscriptions': () => import('./routes/my-subscriptions-route'),
  '/redeem': () => import('../features/redeem/routes/redeem-route'),
  '/referrals': () => import('../features/referrals/routes/referrals-route'),
  '/subscriptions/:krn/retry_manual_payment': () =>
    import('../features/payment-retry/routes/retry-payment-route'),
  '/dns_settings': () => import('../features/dns-settings/routes/dns-settings-route'),
  '/account-billing': () => import('./routes/account-billing-route'),
  '/volume-management': () => import('../features/business/routes/volume-management-route'),
  '/business_subscriptions': () =>
    import('../features/business/routes/business-subscriptions-route'),
  '/license_manager': () => import('../features/business/routes/license-manager-route'),
  '/support/dedicated-ip': () => import('../features/dedicated-ip/routes/dedicated-ip-route'),
  '/esim': () => import('../features/esim/routes/esim-route'),
  '/my-subscriptions/:krn/aircove-coupon': () =>
    import('../features/aircove-coupon/routes/aircove-coupon-route'),
  '/id-defender/id-alerts': () => import('../features/id-defender/routes/id-alerts-route'),
  '/id-defender/id-theft-insurance': () =>
    import('../features/id-defender/routes/id-insurance-route'),
  '/id-defender/data-removal': () => import('../features/id-defender/routes/id-removal-route'),
  '/id-defender/credit-scanner': () =>
    import('../features/id-defender/routes/credit-scanner-route'),
  '/keys': () => import('../features/password-manager/routes/keys-route'),
  '/changelog': () => import('../features/changelog/routes/changelog-route'),
  '/expert-program': () => import('../features/expert-program/routes/expert-program-route'),
  '/support/troubleshooting/failed-automatic-renewal': () =>
    import('../features/troubleshooting/routes/failed-renewal-route'),
  '/support/troubleshooting/ios-in-app-purchases': () =>
    import('../features/troubleshooting/routes/ios-in-app-route'),
  '/support/troubleshooting/play-store-subscriptions': () =>
    import('../features/troubleshooting/routes/play-store-route'),
  '/credit_cards/edit': () => import('../features/payment-methods/routes/credit-cards-edit-route'),
};

/**
 * The operator console (decision 0115): its layout and pages load only when `/admin` is
 * opened, so nothing of it is in a customer's first download.
 */
const staffPages: Record<StaffPage, LazyPage> = {
  '/admin': () => import('../features/admin/routes/admin-home-route'),
  '/admin/customers': () => import('../features/admin/routes/customer-search-route'),
  '/admin/customers/:customerId': () => import('../features/admin/routes/customer-route'),
  '/admin/audit-log': () => import('../features/admin/routes/audit-log-route'),
  '/admin/reports': () => import('../features/admin/routes/reports-route'),
  '/admin/storefronts': () => import('../features/admin/routes/storefronts-route'),
  '/admin/storefronts/:storefrontId/integrations': () =>
    import('../features/admin/routes/storefront-integrations-route'),
  '/admin/queues': () => import('../features/admin/routes/queues-route'),
  '/admin/coupons': () => import('../features/admin/routes/coupons-route'),
  '/admin/gift-cards': () => import('../features/admin/routes/gift-cards-route'),
  '/admin/staff': () => import('../features/admin/routes/staff-management-route'),
  '/admin/invitation': () => import('../features/admin/routes/staff-invitation-route'),
};

/** Console pages for someone without a staff session: accepting an invitation makes one. */
const STAFF_PUBLIC_PAGES: ReadonlySet<string> = new Set<StaffPage>(['/admin/invitation']);

function staffPagesWhere(open: boolean): Record<string, LazyPage> {
  return Object.fromEntries(
    Object.entries(staffPages).filter(([pattern]) => STAFF_PUBLIC_PAGES.has(pattern) === open),
  );
}

/**
 * Public pages where the buyer pays: in the focused frame (`shell/checkout-layout.tsx`,
 * decision 0104) instead of the public layout's marketing header, footer and chat.
 */
const FOCUSED_PAGES: ReadonlySet<string> = new Set<PublicPage>(['/checkout']);

function publicPagesWhere(focused: boolean): Record<string, LazyPage> {
  return Object.fromEntries(
    Object.entries(publicPages).filter(([pattern]) => FOCUSED_PAGES.has(pattern) === focused),
  );
}

/** A page of the table as a route; a page with `:name` segments checks their values. */
function pageRoute(pattern: string, load: LazyPage): RouteObject {
  const lazy = pattern.includes(':') ? withValidParams(load) : load;
  return pattern === '/' ? { index: true, lazy } : { path: pattern.slice(1), lazy };
}

function pageRoutes(pages: Record<string, LazyPage>): RouteObject[] {
  return Object.entries(pages).map(([pattern, load]) => pageRoute(pattern, load));
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    children: [
      {
        Component: PublicLayout,
        children: [
          ...pageRoutes(publicPagesWhere(false)),
          // The header's and footer's targets: the legal, help and download pages are the
          // operator's content files (decision 0099), the others simple pages (decision 0058).
          ...MARKETING_PATHS.map((path) => pageRoute(path, shellPageModule(path))),
          { path: '*', lazy: () => import('./routes/not-found-route') },
        ],
      },
      {
        lazy: () => import('../shell/checkout-layout'),
        handle: FOCUSED_CHROME_HANDLE,
        children: pageRoutes(publicPagesWhere(true)),
      },
      {
        lazy: () => import('../shell/account-layout'),
        children: pageRoutes(accountPages),
      },
      {
        lazy: () => import('../features/admin/routes/admin-layout'),
        children: pageRoutes(staffPagesWhere(false)),
      },
      ...pageRoutes(staffPagesWhere(true)),
    ],
  },
];

/** `basename` is the locale prefix, such as `/de`, or '' for English (decision 0057). */
export function createAppRouter(basename = '') {
  return createBrowserRouter(routes, basename ? { basename } : undefined);
}
