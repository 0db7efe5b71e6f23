import { inbet, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

export type InbetConfig = ResponseOf<typeof inbet.inbetConfig>;
export type InbetRounds = ResponseOf<typeof inbet.inbetRounds>;
export type InbetRound = InbetRounds['open'];
export type InbetPosition = InbetRounds['mine'][number];
export type InbetPrice = ResponseOf<typeof inbet.inbetPrice>;
export type MyPositions = ResponseOf<typeof inbet.inbetMyPositions>;
export type PairId = 'BTCUSDT' | 'ETHUSDT' | 'TONUSDT';
export type Side = 'up' | 'down';

/** The page follows the rounds and the price once a second (the engine ticks once a second). */
const POLL_MS = 1000;

const inbetKeys = {
  config: ['inbet', 'config'] as const,
  rounds: (pair: string) => ['inbet', 'rounds', pair] as const,
  price: (pair: string) => ['inbet', 'price', pair] as const,
  mine: ['inbet', 'mine'] as const,
};

export function useLoggedIn(): boolean {
  return useSession((s) => s.hasLogin && s.userId > 0);
}

export function useConfigQuery() {
  return useQuery({
    queryKey: inbetKeys.config,
    queryFn: () => api(inbet.inbetConfig, {}, { silent: true }),
    staleTime: 60_000,
  });
}

export function useRoundsQuery(pair: PairId) {
  return useQuery({
    queryKey: inbetKeys.rounds(pair),
    queryFn: () => api(inbet.inbetRounds, { pair }, { silent: true }),
    refetchInterval: POLL_MS,
  });
}

export function usePriceQuery(pair: PairId) {
  return useQuery({
    queryKey: inbetKeys.price(pair),
    queryFn: () => api(inbet.inbetPrice, { pair }, { silent: true }),
    refetchInterval: POLL_MS,
  });
}

export function useMyPositionsQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: inbetKeys.mine,
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(inbet.inbetMyPositions, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: MyPositions) => (last.has_more ? last.page + 1 : null),
    // Settlements land at each round's close: the history follows them.
    refetchInterval: 3 * POLL_MS,
    enabled,
  });
}

export interface PositionInput {
  pair: PairId;
  round: number;
  side: Side;
  amount: string;
  key: string;
}

export function usePositionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['inbet', 'position'],
    mutationFn: ({ key, ...input }: PositionInput) =>
      api(inbet.inbetOpenPosition, input, { idempotencyKey: key, silent: true }),
    onSuccess: (_data: unknown, input: PositionInput) => {
      void client.invalidateQueries({ queryKey: inbetKeys.rounds(input.pair) });
      void client.invalidateQueries({ queryKey: inbetKeys.mine });
    },
  });
}

export function verifyRound(round: number) {
  return api(inbet.inbetVerify, { round }, { silent: true });
}
