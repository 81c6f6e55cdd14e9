import { ReferralProgramSchema } from '../referrals';
import { endpoint } from './define-endpoint';

/** The signed-in customer's referral link, friends and free months. Decision 0055. */
export const referralProgram = endpoint({
  method: 'GET',
  path: '/api/v2/referrals/',
  auth: 'session',
  body: undefined,
  response: ReferralProgramSchema,
  status: 200,
});
