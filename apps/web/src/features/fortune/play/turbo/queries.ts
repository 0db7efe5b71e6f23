import { type fortune as calls, fortune, type ResponseOf } from '@arcadia/contract';
import { api } from '../../../../api/client.ts';
import { useMutation, useQuery } from '../../../../app/query/use-query.ts';

/** turbo's calls (packages/contract/src/calls/fortune/turbo.ts): silent, the screen shows its own errors. */
export type TurboInit = ResponseOf<typeof calls.fortuneTurboInitConf>;
type TurboStateAnswer = ResponseOf<typeof calls.fortuneTurboState>;
export type TurboState = TurboStateAnswer['state'];
export type TurboBet = TurboState['bets'][number];
export type TurboCurrency = TurboInit['currency'];

export const turboInitKey = ['fortune', 'turbo', 'init'] as const;

/** Opens the game: a launch token for bets, the balance and the market's currency. Asked anew on every visit. */
export function useTurboInitQuery() {
  return useQuery({
    queryKey: turboInitKey,
    queryFn: () => api(fortune.fortuneTurboInitConf, {}, { silent: true }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export const fetchTurboState = () => api(fortune.fortuneTurboState, {}, { silent: true });

/** The player's balance, read after a round the server settled on its own (an automatic cash-out). */
export const fetchFortuneCash = async () => (await api(fortune.fortuneQuery, {}, { silent: true })).cash;

export interface BetInput {
  token: string;
  amount: string;
  autoCashout: string;
  key: string;
}

export function useTurboBetMutation() {
  return useMutation({
    mutationFn: ({ token, amount, autoCashout, key }: BetInput) =>
      api(
        fortune.fortuneTurboBet,
        { token, amount, ...(autoCashout ? { auto_cashout: autoCashout } : {}) },
        { idempotencyKey: key, silent: true },
      ),
  });
}

export function useTurboCashoutMutation() {
  return useMutation({
    mutationFn: (game: number) => api(fortune.fortuneTurboCashout, { game }, { silent: true }),
  });
}
