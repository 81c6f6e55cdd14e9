import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AnalyticsPageViews } from '../analytics-page-views';

/** Wraps every page: a thin progress bar while a lazily loaded page is on its way. */
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
      <ScrollRestoration />
    </>
  );
}
