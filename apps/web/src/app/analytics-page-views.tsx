import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { authKeys } from '../features/auth/api/query-keys';
import { analytics, isAnalyticsInitialised } from '../lib/analytics/analytics';

/** The signed-in person's krn, if the app has loaded them; analytics never fetches it. */
function cachedKrn(queryClient: ReturnType<typeof useQueryClient>): string | null {
  const user = queryClient.getQueryData<{ krn?: string }>(authKeys.currentUser());
  return user?.krn ?? null;
}

/** docs/product.md#page-views-and-clicks: a page view on every navigation, with the login-state signal. */
export function AnalyticsPageViews() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAnalyticsInitialised()) return;
    analytics().pageView(pathname);
    analytics().loginState(cachedKrn(queryClient));
  }, [pathname, queryClient]);
  return null;
}
