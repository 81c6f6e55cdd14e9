import type {
  PaymentMethodChangeResponse,
  PaymentMethodListResponse,
} from '@burrow/contract/payment-methods';
import type { QueryClient } from '@tanstack/react-query';
import { paymentMethodKeys } from './query-keys';

/**
 * After any change to the wallet: the answer holds the wallet as it is now, so the list
 * shows it at once; a retried renewal also changed subscriptions and invoices elsewhere in
 * the account area, which are marked stale (they reload when next shown).
 */
export function applyWalletChange(queryClient: QueryClient, change: PaymentMethodChangeResponse) {
  queryClient.setQueryData<PaymentMethodListResponse>(paymentMethodKeys.list(), (previous) =>
    previous ? { ...previous, payment_methods: change.payment_methods } : previous,
  );
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== paymentMethodKeys.all[0],
    refetchType: 'none',
  });
}
