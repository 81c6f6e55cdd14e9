import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffKeys, staffCall } from './staff-api';

/** A queue's filters as the address holds them: empty ones are left out of the call. */
export type QueueFilters = Record<string, string>;

const present = (filters: QueueFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

// Under `staffKeys.all`, so signing out or in clears them with the rest of the console.
const queueKey = (queue: string, filters: QueueFilters, page: number) =>
  [...staffKeys.all, 'queues', queue, present(filters), page] as const;

export function useDunningQueue(filters: QueueFilters, page: number) {
  return useQuery({
    queryKey: queueKey('dunning', filters, page),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffDunningQueue, {
        signal,
        query: { ...present(filters), page: String(page) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDisputeQueue(filters: QueueFilters, page: number) {
  return useQuery({
    queryKey: queueKey('disputes', filters, page),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffDisputeQueue, {
        signal,
        query: { ...present(filters), page: String(page) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRefundRequestQueue(filters: QueueFilters, page: number) {
  return useQuery({
    queryKey: queueKey('refund-requests', filters, page),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffRefundRequestQueue, {
        signal,
        query: { ...present(filters), page: String(page) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDeletionQueue(filters: QueueFilters, page: number) {
  return useQuery({
    queryKey: queueKey('deletions', filters, page),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffDeletionQueue, {
        signal,
        query: { ...present(filters), page: String(page) },
      }),
    placeholderData: keepPreviousData,
  });
}
