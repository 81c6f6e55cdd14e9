import { NavigationPolicyResponseSchema } from '../account-navigation';
import { endpoint } from './define-endpoint';

export const navigationPolicy = endpoint({
  method: 'GET',
  path: '/api/v2/account/navigation-policy',
  auth: 'session',
  body: undefined,
  response: NavigationPolicyResponseSchema,
  status: 200,
});
