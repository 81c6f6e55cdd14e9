import { listSubscriptions } from '@burrow/contract/endpoints/list-subscriptions';
import { apiCall } from '../../../lib/api-client';

/**
 * The buyer's subscriptions. A 401 is thrown to the page, not turned into a sign-in
 * redirect: signed out here means "finish through the emailed link", which the page says.
 */
export async function getSubscriptions(signal?: AbortSignal) {
  const { subscriptions } = await apiCall(
    listSubscriptions,
    { signal },
    { onUnauthenticated: 'throw' },
  );
  return subscriptions;
}
