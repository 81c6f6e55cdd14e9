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
            path: 'dev/mailbox',
            lazy: () => import('../features/dev-mailbox/routes/mailbox-route'),
          },
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
          { path: 'invoices', lazy: () => import('../features/invoices/routes/invoices-route') },
          {
            path: 'credit_cards/edit',
            lazy: () => import('../features/payment-methods/routes/credit-cards-edit-route'),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
