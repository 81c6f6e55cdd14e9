import { planChangePayment } from '@burrow/contract/endpoints/plan-change-payment';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/v2/checkout/`: pays a waiting change with an intent authorised in the gateway's UI. */
export function payChange(attemptId: string, paymentIntentId: string) {
  return apiCall(planChangePayment, { body: { attemptId, paymentIntentId } });
}
