import { type ResponseOf, win } from '@arcadia/contract';
import type { DiceSide } from '@arcadia/contract/games/dice';
import type { HiloGuess } from '@arcadia/contract/games/hilo';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

/** The main brand's win games (docs/win.md): config and balance, dice, hi-lo, history, seeds. */
export type WinConfig = ResponseOf<typeof win.winConfig>;
export type RoundAnswer = ResponseOf<typeof win.winDiceRoll>;
export type WinRound = RoundAnswer['round'];
export type WinHistory = ResponseOf<typeof win.winHistory>;
export type WinSeeds = ResponseOf<typeof win.winSeeds>;

const winKeys = {
  config: () => ['win', 'config'] as const,
  history: (game: string) => ['win', 'history', game] as const,
  seeds: () => ['win', 'seeds'] as const,
};

export function useLoggedIn(): boolean {
  return useSession((s) => s.hasLogin && s.userId > 0);
}

export function useWinConfigQuery(enabled = true) {
  return useQuery({
    queryKey: winKeys.config(),
    queryFn: () => api(win.winConfig, {}, { silent: true }),
    enabled,
  });
}

/** Keeps the balance (and an open hi-lo chain) in the config after each answer, without asking again. */
export function useApplyAnswer() {
  const client = useQueryClient();
  return (answer: RoundAnswer) => {
    client.setQueryData(winKeys.config(), (old: WinConfig | undefined) =>
      old
        ? {
            ...old,
            balance: answer.balance,
            hilo_round:
              answer.round.game === 'hilo' ? (answer.round.status === 'playing' ? answer.round : null) : old.hilo_round,
          }
        : old,
    );
  };
}

/** One roll per key: a retry of a lost answer sends the same key and the server answers the same round. */
export function useDiceRollMutation() {
  return useMutation({
    mutationFn: (input: { amount: string; chance: number; side: DiceSide; key: string }) =>
      api(
        win.winDiceRoll,
        { amount: input.amount, chance_bp: input.chance, side: input.side },
        { idempotencyKey: input.key, silent: true },
      ),
  });
}

export function useHiloStartMutation() {
  return useMutation({
    mutationFn: (input: { amount: string; key: string }) =>
      api(win.winHiloStart, { amount: input.amount }, { idempotencyKey: input.key, silent: true }),
  });
}

export function useHiloGuessMutation() {
  return useMutation({
    mutationFn: (input: { id: number; step: number; guess: HiloGuess }) =>
      api(win.winHiloGuess, input, { silent: true }),
  });
}

export function useHiloCashoutMutation() {
  return useMutation({
    mutationFn: (id: number) => api(win.winHiloCashout, { id }, { silent: true }),
  });
}

export function useWinHistoryQuery(game: 'dice' | 'hilo' | '', enabled: boolean) {
  return useInfiniteQuery({
    queryKey: winKeys.history(game),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(win.winHistory, game ? { page: pageParam, game } : { page: pageParam }, { silent: true }),
    getNextPageParam: (last: WinHistory) => (last.has_more ? last.page + 1 : null),
  });
}

export function useWinSeedsQuery() {
  return useQuery({ queryKey: winKeys.seeds(), queryFn: () => api(win.winSeeds, {}, { silent: true }) });
}

export function useRotateSeedsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => api(win.winSeedsRotate, { client_seed: clientSeed }, { silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['win'] });
    },
  });
}
