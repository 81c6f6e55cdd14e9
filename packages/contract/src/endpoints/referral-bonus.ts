import { ReferralBonusQuerySchema, ReferralBonusResponseSchema } from '../referrals';
import { endpoint } from './define-endpoint';

export const referralBonus = endpoint({
  method: 'GET',
  path: '/api/v1/referral-bonus',
  auth: 'public',
  query: ReferralBonusQuerySchema,
  body: undefined,
  response: ReferralBonusResponseSchema,
  status: 200,
});
