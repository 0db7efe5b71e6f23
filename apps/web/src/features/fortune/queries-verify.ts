import { fortune } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useQuery } from '../../app/query/use-query.ts';
import { fortuneKeys } from './queries-keys.ts';

/** Any draw by id, for the public verifier. */
export function useDrawQuery(id: number | undefined) {
  return useQuery({
    queryKey: fortuneKeys.draw(id ?? 0),
    queryFn: () => api(fortune.fortuneFairDraw, { id: id as number }, { silent: true }),
    enabled: id !== undefined,
    staleTime: 300_000,
  });
}

/** The verifier's prize tables: only when logged in (the tables are per player's market). */
export function useVerifierTables(loggedIn: boolean) {
  const spin = useQuery({
    queryKey: fortuneKeys.spinConf(),
    queryFn: () => api(fortune.fortuneLuckySpinConf, {}, { silent: true }),
    enabled: loggedIn,
  });
  const lottery = useQuery({
    queryKey: fortuneKeys.lottery(),
    queryFn: () => api(fortune.fortuneFreeLotteryChance, {}, { silent: true }),
    enabled: loggedIn,
  });
  return { table: spin.data?.table, tiers: lottery.data?.tiers };
}
