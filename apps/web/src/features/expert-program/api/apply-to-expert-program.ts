import { endpoints } from '@burrow/contract/endpoints';
import type { ExpertProgramApplicationRequest } from '@burrow/contract/expert-program';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expertProgramKeys } from './get-expert-program';

export function applyToExpertProgram(body: ExpertProgramApplicationRequest) {
  return apiCall(endpoints.applyToExpertProgram, { body });
}

export function useApplyToExpertProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToExpertProgram,
    onSuccess: (program) => queryClient.setQueryData(expertProgramKeys.all, program),
  });
}
