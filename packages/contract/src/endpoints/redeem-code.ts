import { RedeemRequestSchema, RedeemResponseSchema } from '../redeem';
import { endpoint } from './define-endpoint';

/** `/redeem` for a signed-in customer: a gift card, or a coupon explained. Decision 0054. */
export const redeemCode = endpoint({
  method: 'POST',
  path: '/api/v2/redeem/',
  auth: 'session',
  body: RedeemRequestSchema,
  response: RedeemResponseSchema,
  status: 200,
});
