import { fortune, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery } from '../../app/query/use-query.ts';

/** retiger, the in-house slot: opening it (launch token, published model, play rules), spins, history, verifier. */
export type RetigerConf = ResponseOf<typeof fortune.fortuneRetigerInitConf>;
export type SlotModel = RetigerConf['slot'];
export type SpinAnswer = ResponseOf<typeof fortune.fortuneRetigerSpin>;
export type SpinView = SpinAnswer['spin'];

const retigerKeys = {
  conf: () => ['fortune', 'retiger', 'conf'] as const,
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
