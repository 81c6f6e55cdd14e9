import { MARKETING_PATHS } from '@burrow/domain/site-navigation';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../shell/public-layout';
import { PageFallback } from './routes/page-fallback';
import { RootRoute } from './routes/root-route';
import { RouteError } from './routes/route-error';

/**
 * The one route table. Every page is a lazily loaded module exporting `Component`, so a
 * visitor downloads only the pages they open; the public layout is small and stays eager.
 */
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
          { index: true, lazy: () => import('./routes/home-route') },
          { path: 'login', lazy: () => import('../features/auth/routes/login-route') },
          { path: 'signup', lazy: () => import('../features/auth/routes/signup-route') },
          { path: 'auth/magic', lazy: () => import('../features/auth/routes/magic-link-route') },
          {
            path: 'forgot-password',
            lazy: () => import('../features/auth/routes/forgot-password-route'),
          },
          {
            path: 'reset-password',
            lazy: () => import('../features/auth/routes/reset-password-route'),
          },
          { path: 'order', lazy: () => import('../features/order/routes/order-route') },
          { path: 'checkout', lazy: () => import('../features/checkout/routes/checkout-route') },
          { path: 'gift', lazy: () => import('../features/gift/routes/gift-route') },
          {
            path: 'delayed-signup',
            lazy: () => import('../features/delayed-signup/routes/delayed-signup-route'),
          },
          {
            path: 'dev/clock',
            lazy: () => import('../features/demo-clock/routes/demo-clock-route'),
          },
          {
            path: 'dev/analytics',
            lazy: () => import('../features/dev-analytics/routes/analytics-route'),
          },
          {
            path: 'dev/mailbox',
            lazy: () => import('../features/dev-mailbox/routes/mailbox-route'),
          },
          {
            // Outside the account layout: opened signed out (another device), the page's call
            // answers 401 and the central policy sends the person to sign in and back.
            path: 'account-billing/confirm-email',
            lazy: () => import('../features/account-billing/routes/confirm-email-route'),
          },
          {
            path: 'account-deleted',
            lazy: () => import('../features/account-billing/routes/account-deleted-route'),
          },
          // The header's and footer's marketing targets: simple pages (decision 0058).
          ...MARKETING_PATHS.map((path) => ({
            path: path.slice(1),
            lazy: () => import('../features/marketing/routes/marketing-page-route'),
          })),
          { path: '*', lazy: () => import('./routes/not-found-route') },
        ],
      },
      {
        lazy: () => import('../shell/account-layout'),
        children: [
          {
            path: 'subscriptions',
            lazy: () => import('../features/subscriptions/routes/dashboard-route'),
          },
          { path: 'setup', lazy: () => import('../features/setup/routes/setup-route') },
          {
            path: 'activation-setup',
            lazy: () => import('../features/setup/routes/activation-setup-route'),
          },
          { path: 'invoices', lazy: () => import('../features/invoices/routes/invoices-route') },
          { path: 'my-subscriptions', lazy: () => import('./routes/my-subscriptions-route') },
          { path: 'redeem', lazy: () => import('../features/redeem/routes/redeem-route') },
          { path: 'referrals', lazy: () => import('../features/referrals/routes/referrals-route') },
          {
            path: 'subscriptions/:krn/retry_manual_payment',
            lazy: () => import('../features/payment-retry/routes/retry-payment-route'),
          },
          {
            path: 'dns_settings',
            lazy: () => import('../features/dns-settings/routes/dns-settings-route'),
          },
          { path: 'account-billing', lazy: () => import('./routes/account-billing-route') },
          {
            path: 'volume-management',
            lazy: () => import('../features/business/routes/volume-management-route'),
          },
          {
            path: 'business_subscriptions',
            lazy: () => import('../features/business/routes/business-subscriptions-route'),
          },
          {
            path: 'license_manager',
            lazy: () => import('../features/business/routes/license-manager-route'),
          },
          {
            path: 'support/dedicated-ip',
            lazy: () => import('../features/dedicated-ip/routes/dedicated-ip-route'),
          },
          { path: 'esim', lazy: () => import('../features/esim/routes/esim-route') },
          {
            path: 'my-subscriptions/:krn/aircove-coupon',
            lazy: () => import('../features/aircove-coupon/routes/aircove-coupon-route'),
          },
          {
            path: 'id-defender/id-alerts',
            lazy: () => import('../features/id-defender/routes/id-alerts-route'),
          },
          {
            path: 'id-defender/id-theft-insurance',
            lazy: () => import('../features/id-defender/routes/id-insurance-route'),
          },
          {
            path: 'id-defender/data-removal',
            lazy: () => import('../features/id-defender/routes/id-removal-route'),
          },
          {
            path: 'id-defender/credit-scanner',
            lazy: () => import('../features/id-defender/routes/credit-scanner-route'),
          },
          { path: 'keys', lazy: () => import('../features/password-manager/routes/keys-route') },
          { path: 'changelog', lazy: () => import('../features/changelog/routes/changelog-route') },
          {
            path: 'expert-program',
            lazy: () => import('../features/expert-program/routes/expert-program-route'),
          },
          {
            path: 'support/troubleshooting/failed-automatic-renewal',
            lazy: () => import('../features/troubleshooting/routes/failed-renewal-route'),
          },
          {
            path: 'support/troubleshooting/ios-in-app-purchases',
            lazy: () => import('../features/troubleshooting/routes/ios-in-app-route'),
          },
          {
            path: 'support/troubleshooting/play-store-subscriptions',
            lazy: () => import('../features/troubleshooting/routes/play-store-route'),
          },
          {
            path: 'credit_cards/edit',
            lazy: () => import('../features/payment-methods/routes/credit-cards-edit-route'),
          },
        ],
      },
    ],
  },
];

/** `basename` is the locale prefix, such as `/de`, or '' for English (decision 0057). */
export function createAppRouter(basename = '') {
  return createBrowserRouter(routes, basename ? { basename } : undefined);
}
