import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { TestModeBanner } from '../../shell/test-mode-banner';
import { AnalyticsPageViews } from '../analytics-page-views';

/**
 * Wraps every page: a thin progress bar while a lazily loaded page is on its way, and the
 * test-mode banner while payments take no real money.
 */
export function RootRoute() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-indigo-600"
        />
      )}
      <AnalyticsPageViews />
      <Outlet />
      <TestModeBanner />
      <ScrollRestoration />
    </>
  );
}
