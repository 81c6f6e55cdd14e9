import { devMailbox } from '@burrow/contract/endpoints/dev-mailbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const mailboxKeys = {
  all: ['dev-mailbox'] as const,
  messages: () => [...mailboxKeys.all, 'messages'] as const,
};

/** Demo mode's outbox, newest first. A public page: no sign-in redirect on 401. */
export async function getMailbox(signal?: AbortSignal) {
  const { messages } = await apiCall(devMailbox, { signal }, { onUnauthenticated: 'throw' });
  return [...messages].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export function mailboxQueryOptions() {
  return queryOptions({
    queryKey: mailboxKeys.messages(),
    queryFn: ({ signal }) => getMailbox(signal),
  });
}

export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}
