import { useLocation } from 'react-router';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { useNavigationPolicy } from '../lib/account/navigation-policy';
import { serverNow } from '../lib/account/server-now';
import { useSubscriptionList } from '../lib/account/subscription-list';
import { accountMenuSections, type AccountMenuSection } from './account-menu';

export type AccountMenuState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'ready'; sections: AccountMenuSection[] };

/** The signed-in person's menu from their real data: user, subscriptions and policy. */
export function useAccountMenu(): AccountMenuState {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const subscriptions = useSubscriptionList();
  const policy = useNavigationPolicy();
  const queries = [user, subscriptions, policy];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => {
        for (const query of queries) if (query.isError) void query.refetch();
      },
      retrying: queries.some((query) => query.isFetching),
    };
  }
  if (!user.data || !subscriptions.data || !policy.data) return { status: 'pending' };
  return {
    status: 'ready',
    sections: accountMenuSections({
      user: user.data,
      subscriptions: subscriptions.data,
      policy: policy.data,
      currentPath: pathname,
      // Expiry dates are judged at the server's clock, never the device's (decision 0110).
      now: serverNow(subscriptions.data),
    }),
  };
}
