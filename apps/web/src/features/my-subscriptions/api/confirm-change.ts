import { planChangeCheckout } from '@burrow/contract/endpoints/plan-change-checkout';
import type { PlanChangeCheckoutRequest } from '@burrow/contract/plan-changes';
import { apiCall } from '../../../lib/api-client';

/**
 * `POST /api/v2/checkout/`: carries out the quoted change, charging the saved payment
 * method. The attempt id makes a repeat answer the first result instead of charging again.
 */
export function confirmChange(request: PlanChangeCheckoutRequest) {
  return apiCall(planChangeCheckout, { body: request });
}
