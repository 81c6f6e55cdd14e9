import { planChangeConfirm } from '@burrow/contract/endpoints/plan-change-confirm';
import { apiCall } from '../../../lib/api-client';

/**
 * `GET /api/v2/checkout/confirm?attempt=`: finishes a change whose payment needed the
 * customer at the gateway (3-D Secure, PayPal) once the gateway reports them done.
 */
export function finishChange(attemptId: string) {
  return apiCall(planChangeConfirm, { query: { attempt: attemptId } });
}
