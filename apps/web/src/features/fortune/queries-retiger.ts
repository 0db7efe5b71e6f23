import { fortune, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery } from '../../app/query/use-query.ts';

/** retiger, the in-house slot: opening it (launch token, published model, play rules), spins, history, verifier. */
export type RetigerConf = ResponseOf<typeof fortune.fortuneRetigerInitConf>;
export type SlotModel = RetigerConf['slot'];
export type SpinAnswer = ResponseOf<typeof fortune.fortuneRetigerSpin>;
export type SpinView = SpinAnswer['spin'];
export type SpinHistory = ResponseOf<typeof fortune.fortuneRetigerHistory>;

const retigerKeys = {
  conf: () => ['fortune', 'retiger', 'conf'] as const,
  history: () => ['fortune', 'retiger', 'history'] as const,
  fairSpin: (id: number) => ['fortune', 'fair-spin', id] as const,
};

/**
 * Opening the game makes a launch token and answers the balance: asked on every visit (never again while playing,
 * where the spins' answers keep the balance), and again when the token runs out.
 */
export function useRetigerConfQuery() {
  return useQuery({
    queryKey: retigerKeys.conf(),
    queryFn: () => api(fortune.fortuneRetigerInitConf, {}, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  });
}

/** One spin per intent key: a retry of a lost answer sends the same key and the server answers the same spin. */
export function useRetigerSpinMutation() {
  return useMutation({
    mutationFn: (input: { token: string; lineBet: string; key: string }) =>
      api(
        fortune.fortuneRetigerSpin,
        { token: input.token, line_bet: input.lineBet },
        { idempotencyKey: input.key, silent: true },
      ),
  });
}

export function useRetigerHistoryQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: retigerKeys.history(),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(fortune.fortuneRetigerHistory, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: SpinHistory) => (last.has_more ? last.page + 1 : null),
  });
}

/** Any spin by id, for the public verifier. */
export function useFairSpinQuery(id: number | undefined) {
  return useQuery({
    queryKey: retigerKeys.fairSpin(id ?? 0),
    queryFn: () => api(fortune.fortuneFairSpin, { id: id as number }, { silent: true }),
    enabled: id !== undefined,
    staleTime: 300_000,
  });
}
