import type { AttemptedSignupRequest } from '@burrow/contract/events';
import { recordAttemptedSignup as recordAttemptedSignupEndpoint } from '@burrow/contract/endpoints/record-attempted-signup';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

type Stage = AttemptedSignupRequest['signup_stage'];

/** docs/product.md#payment-outcomes attempted_signups: a new buyer reached `stage` and is not a customer yet. */
export function recordAttemptedSignup({ email, stage }: { email: string; stage: Stage }) {
  return apiCall(
    recordAttemptedSignupEndpoint,
    { body: { email, domain: email.split('@')[1] ?? '', signup_stage: stage } },
    { onUnauthenticated: 'throw' },
  );
}

/** Fire and forget, like the payment results (decision 0079): nothing waits for it. */
export function useRecordAttemptedSignup() {
  return useMutation({ mutationFn: recordAttemptedSignup, retry: false });
}
