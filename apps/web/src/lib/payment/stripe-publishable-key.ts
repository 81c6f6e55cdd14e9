import type { GatewayClientBody } from '@burrow/contract/checkout';
import { ApiError } from '@burrow/contract/client';
import { siteConfig } from '@burrow/contract/endpoints/site-config';
import { apiCall } from '../api-client';

/**
 * The publishable key Stripe.js needs for a Stripe intent (`GET /api/v1/site-config`), or null
 * for a gateway with a hosted page. Asked with a plain `apiCall`, not through the query cache:
 * react-query's cache API on the payment path made the bundler split react-query's core out
 * of the entry chunk, which every page then paid for (decision 0083).
 */
export async function stripePublishableKeyFor(gateway: GatewayClientBody): Promise<string | null> {
  if (gateway.gateway !== 'stripe') return null;
  const { stripePublishableKey } = await apiCall(siteConfig);
  if (!stripePublishableKey) {
    throw new ApiError(200, 'unexpected_response', 'No Stripe publishable key is published.');
  }
  return stripePublishableKey;
}
