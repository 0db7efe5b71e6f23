import { staking } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const stakeKeys = {
  all: ['staking'] as const,
  pools: (userId: number) => [...stakeKeys.all, 'pools', userId] as const,
  positions: (userId: number) => [...stakeKeys.all, 'positions', userId] as const,
};

export type StakePool = staking.StakePool;
export type StakePosition = staking.StakePosition;
export type PositionAction = 'claim' | 'unstake' | 'collect';

export function useUserId(): number {
  return useSession((s) => (s.hasLogin && s.userId > 0 ? s.userId : 0));
}

export function useStakePools() {
  const userId = useUserId();
  return useQuery({
    queryKey: stakeKeys.pools(userId),
    queryFn: () => api(staking.stakingPools, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useStakePositions(enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: stakeKeys.positions(userId),
    queryFn: () => api(staking.stakingPositions, {}, { silent: true }),
    enabled,
    refetchOnMount: 'always',
  });
}

export function useStakeDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...stakeKeys.all, 'deposit'],
    mutationFn: (input: { pool_id: number; amount: string; key: string }) =>
      api(
        staking.stakingDeposit,
        { pool_id: input.pool_id, amount: input.amount },
        { idempotencyKey: input.key, silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: stakeKeys.all }),
  });
}

const ACTION_CALLS = {
  claim: staking.stakingClaim,
  unstake: staking.stakingUnstake,
  collect: staking.stakingCollect,
} as const;

/** Claim rewards, unstake (start the cooldown) or collect the returned coins of one position. */
export function useStakeAction() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...stakeKeys.all, 'action'],
    mutationFn: (input: { action: PositionAction; position_id: number }) =>
      api(ACTION_CALLS[input.action], { position_id: input.position_id }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: stakeKeys.all }),
  });
}
