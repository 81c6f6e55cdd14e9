/**
 * How often a page asks again while something the customer bought is being set up by the
 * VPN's own systems (a fulfilment request, decision 0094): it usually takes a few minutes,
 * and the result should appear without a reload.
 */
export const BEING_SET_UP_POLL_MS = 4_000;

/**
 * A TanStack Query `refetchInterval` that asks every few seconds while `isBeingSetUp` holds
 * for the latest answer, and stops once nothing is being set up.
 */
export function pollWhileBeingSetUp<Data>(isBeingSetUp: (data: Data) => boolean) {
  return (query: { state: { data: Data | undefined } }): number | false =>
    query.state.data !== undefined && isBeingSetUp(query.state.data) ? BEING_SET_UP_POLL_MS : false;
}
