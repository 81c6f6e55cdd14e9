import { endpoints } from '@burrow/contract/endpoints';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/v2/checkout/`: pays a waiting change with an intent authorised in the gateway's UI. */
export function payChange(attemptId: string, paymentIntentId: string) {
  return apiCall(endpoints.planChangePayment, { body: { attemptId, paymentIntentId } });
}
