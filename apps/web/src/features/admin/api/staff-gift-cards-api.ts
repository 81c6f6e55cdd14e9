import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import type {
  StaffCustomerGiftCardRequest,
  StaffGiftCardBatchCreateRequest,
} from '@burrow/contract/staff-gift-cards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-api';

const giftCardKeys = {
  all: ['staff', 'gift-card-batches'] as const,
  list: (page: number) => [...giftCardKeys.all, page] as const,
};

export function useGiftCardBatches(page: number) {
  return useQuery({
    queryKey: giftCardKeys.list(page),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffListGiftCardBatches, {
        signal,
        query: { page: String(page) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateGiftCardBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffGiftCardBatchCreateRequest) =>
      staffCall(staffEndpoints.staffCreateGiftCardBatch, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.all }),
  });
}

export function useIssueCustomerGiftCard(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCustomerGiftCardRequest) =>
      staffCall(staffEndpoints.staffIssueCustomerGiftCard, { params: { customerId }, body }),
    // The customer's timeline shows the card.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'customer', customerId] }),
  });
}

/** The CSV is a plain download: the browser sends the staff cookie with a same-origin link. */
export const giftCardBatchCsvUrl = (batchId: string) =>
  staffPathOf(staffEndpoints.staffGiftCardBatchCodesCsv.path, { batchId });
