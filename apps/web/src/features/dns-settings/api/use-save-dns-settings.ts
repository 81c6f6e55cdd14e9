import type { DnsSettings } from '@burrow/contract/dns-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dnsSettingsKeys } from './get-dns-settings';

/**
 * A change to the DNS settings: every endpoint answers the whole settings, which replace
 * the cached ones, so the page shows what the server stored without asking again.
 */
export function useSaveDnsSettings<Input>(mutationFn: (input: Input) => Promise<DnsSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (settings) => queryClient.setQueryData(dnsSettingsKeys.all, settings),
  });
}
