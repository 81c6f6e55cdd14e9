import { applyToExpertProgram as applyToExpertProgramEndpoint } from '@burrow/contract/endpoints/apply-to-expert-program';
import type { ExpertProgramApplicationRequest } from '@burrow/contract/expert-program';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expertProgramKeys } from './get-expert-program';

export function applyToExpertProgram(body: ExpertProgramApplicationRequest) {
  return apiCall(applyToExpertProgramEndpoint, { body });
}

export function useApplyToExpertProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToExpertProgram,
    onSuccess: (program) => queryClient.setQueryData(expertProgramKeys.all, program),
  });
}
