import { GiftCardCheckRequestSchema, GiftCardCheckResponseSchema } from '../gift-cards';
import { endpoint } from './define-endpoint';

export const checkGiftCard = endpoint({
  method: 'POST',
  path: '/api/v1/gift-cards/check',
  auth: 'public',
  body: GiftCardCheckRequestSchema,
  response: GiftCardCheckResponseSchema,
  status: 200,
});
