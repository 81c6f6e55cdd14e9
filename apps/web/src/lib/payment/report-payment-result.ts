import type { PaymentResultWrite } from '@burrow/contract/events';
import { writePaymentResult } from '@burrow/contract/endpoints/write-payment-result';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../api-client';

/** docs/product.md#payment-outcomes payment_result: how a payment attempt ended, as this browser saw it. */
export function reportPaymentResult(report: PaymentResultWrite) {
  return apiCall(writePaymentResult, { body: report }, { onUnauthenticated: 'throw' });
}

/**
 * Fire and forget (decision 0079): `mutate` and move on. A report that fails is not retried
 * and shows nothing; the buyer's payment never waits for it.
 */
export function useReportPaymentResult() {
  return useMutation({ mutationFn: reportPaymentResult, retry: false });
}
