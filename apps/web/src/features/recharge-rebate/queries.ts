import { type ResponseOf, rechargeRebate } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

export type Rebate = ResponseOf<typeof rechargeRebate.rechargeRebateStatus>;
export type RebateCampaign = NonNullable<Rebate['campaign']>;
export type RebateTier = RebateCampaign['tiers'][number];
type Claimed = ResponseOf<typeof rechargeRebate.rechargeRebateClaim>;

const rebateKeys = { status: (userId: number) => ['recharge-rebate', userId] as const };

export function useUserId(): number {
  return useSession((s) => (s.hasLogin ? s.userId : 0));
}

/** The market's campaign with the player's progress (a visitor sees it without progress). */
export function useRebateQuery(userId: number) {
  return useQuery({
    queryKey: rebateKeys.status(userId),
    queryFn: () => api(rechargeRebate.rechargeRebateStatus, {}, { silent: true }),
  });
}

/** Claims a reached tier; the answer is the new state (a repeat answers `already`). */
export function useRebateClaim(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['recharge-rebate', 'claim'],
    mutationFn: (input: { campaign_id: number; tier: number }) =>
      api(rechargeRebate.rechargeRebateClaim, input, { silent: true }),
    onSuccess: ({ paid: _paid, already: _already, ...state }: Claimed) => {
      client.setQueryData(rebateKeys.status(userId), state);
    },
  });
}
