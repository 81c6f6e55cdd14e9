import { GiftCardRedeemRequestSchema, GiftCardRedeemResponseSchema } from '../gift-cards';
import { endpoint } from './define-endpoint';

export const redeemGiftCard = endpoint({
  method: 'POST',
  path: '/api/v1/gift-cards/redeem',
  auth: 'public',
  body: GiftCardRedeemRequestSchema,
  response: GiftCardRedeemResponseSchema,
  status: 201,
});
