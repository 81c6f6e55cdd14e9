import { renewalOffReason } from '@burrow/contract/endpoints/renewal-off-reason';
import type { RenewalOffReasonRequest } from '@burrow/contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function recordRenewalOffReason(subscriptionId: string, answer: RenewalOffReasonRequest) {
  return apiCall(renewalOffReason, { params: { id: subscriptionId }, body: answer });
}

export function useRecordRenewalOffReason(subscriptionId: string) {
  return useMutation({
    mutationFn: (answer: RenewalOffReasonRequest) => recordRenewalOffReason(subscriptionId, answer),
  });
}
