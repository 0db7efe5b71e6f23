import { partner, type RequestOf, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

/** Query keys of the partner feature: the programme's info per player (0 for a visitor). */
const partnerKeys = { info: (userId: number) => ['partner', userId, 'info'] as const };

export type PartnerInfo = ResponseOf<typeof partner.partnerInfo>;
export type PartnerMe = NonNullable<PartnerInfo['me']>;
export type ApplyInput = RequestOf<typeof partner.partnerApply>;

function useUserId(): number {
  return useSession((s) => (s.hasLogin ? s.userId : 0));
}

export function usePartnerInfoQuery() {
  const userId = useUserId();
  return useQuery({
    queryKey: partnerKeys.info(userId),
    queryFn: ({ signal }) => api(partner.partnerInfo, {}, { signal, silent: true }),
  });
}

export function useApplyMutation() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationKey: ['partner', 'apply'],
    mutationFn: (input: ApplyInput) => api(partner.partnerApply, input, { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: partnerKeys.info(userId) }),
  });
}

export function useWithdrawMutation() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationKey: ['partner', 'withdraw'],
    mutationFn: () => api(partner.partnerWithdraw, {}, { silent: true }),
    onSettled: () => void client.invalidateQueries({ queryKey: partnerKeys.info(userId) }),
  });
}
