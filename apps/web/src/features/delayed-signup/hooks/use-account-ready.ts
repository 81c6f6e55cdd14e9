import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { getSubscriptions } from '../api/get-subscriptions';
import { delayedSignupKeys } from '../api/query-keys';

/** How often to ask, and for how long, before offering support instead of more waiting. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 60_000;

export type AccountReadiness = 'waiting' | 'ready' | 'signed-out' | 'timed-out';

function isSignedOut(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * Polls `GET /api/v2/subscriptions/` every 2 s for up to 60 s until the purchase's
 * subscription exists. Other failures are waited through like an empty answer: the account
 * is being prepared, so a brief error is expected and the next poll may well succeed.
 */
export function useAccountReady(): { readiness: AccountReadiness; retry: () => void } {
  // Each try restarts the 60-second clock.
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [attempt]);

  const query = useQuery({
    queryKey: delayedSignupKeys.subscriptions(),
    queryFn: ({ signal }) => getSubscriptions(signal),
    // Always ask on arrival: a cached "none yet" says nothing about now.
    staleTime: 0,
    refetchInterval: ({ state }) =>
      timedOut || isSignedOut(state.error) || (state.data?.length ?? 0) > 0
        ? false
        : POLL_INTERVAL_MS,
    // The buyer may be paying in another tab; the answer should be here when they return.
    refetchIntervalInBackground: true,
  });

  const { data, error, refetch } = query;
  let readiness: AccountReadiness = 'waiting';
  if ((data?.length ?? 0) > 0) readiness = 'ready';
  else if (isSignedOut(error)) readiness = 'signed-out';
  else if (timedOut) readiness = 'timed-out';

  const retry = () => {
    setTimedOut(false);
    setAttempt((previous) => previous + 1);
    void refetch();
  };
  return { readiness, retry };
}
