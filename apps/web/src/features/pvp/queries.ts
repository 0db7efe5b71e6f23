import { pvp, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

export type PvpTiers = ResponseOf<typeof pvp.pvpTiers>;
export type PvpMatch = pvp.PvpMatchView;
export type PvpEntry = pvp.PvpEntry;
export type PvpHistory = ResponseOf<typeof pvp.pvpMyMatches>;

/** How often a waiting entry and a playing match are polled. */
export const POLL_MS = 1500;

const keys = {
  all: ['pvp'] as const,
  tiers: (userId: number) => ['pvp', 'tiers', userId] as const,
  mine: (userId: number) => ['pvp', 'mine', userId] as const,
  entry: (id: number) => ['pvp', 'entry', id] as const,
  match: (id: number) => ['pvp', 'match', id] as const,
};

export function useUserId(): number {
  return useSession((s) => (s.hasLogin && s.userId > 0 ? s.userId : 0));
}

/** The stakes that apply now and the caller's game balance: asked again on every visit (operators change stakes). */
export function useTiersQuery(userId: number) {
  return useQuery({
    queryKey: keys.tiers(userId),
    queryFn: () => api(pvp.pvpTiers, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useMyMatchesQuery(userId: number) {
  return useQuery({
    queryKey: keys.mine(userId),
    queryFn: () => api(pvp.pvpMyMatches, { page: 1 }, { silent: true }),
    enabled: userId > 0,
    refetchOnMount: 'always',
  });
}

/** A waiting entry, polled until it is matched or left. */
export function useEntryQuery(entryId: number, waiting: boolean) {
  return useQuery({
    queryKey: keys.entry(entryId),
    queryFn: () => api(pvp.pvpEntryGet, { entry_id: entryId }, { silent: true }),
    enabled: entryId > 0,
    refetchInterval: waiting ? POLL_MS : false,
  });
}

/** A match, polled while it is playing (the opponent's rolls, the grace clock). */
export function useMatchQuery(matchId: number, playing: boolean) {
  return useQuery({
    queryKey: keys.match(matchId),
    queryFn: () => api(pvp.pvpMatchGet, { match_id: matchId }, { silent: true }),
    enabled: matchId > 0,
    refetchInterval: playing ? POLL_MS : false,
  });
}

export function useJoin() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['pvp', 'join'],
    mutationFn: (input: { stake: string; client_seed: string; key: string }) =>
      api(
        pvp.pvpJoin,
        { stake: input.stake, client_seed: input.client_seed },
        { idempotencyKey: input.key, silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['pvp', 'leave'],
    mutationFn: (entryId: number) => api(pvp.pvpLeave, { entry_id: entryId }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRoll(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['pvp', 'roll', matchId],
    mutationFn: () => api(pvp.pvpRoll, { match_id: matchId }, { silent: true }),
    onSuccess: (data) => client.setQueryData(keys.match(matchId), data),
  });
}
