import { battle, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useQuery } from '../../app/query/use-query.ts';

export type Season = ResponseOf<typeof battle.battleSeasonCurrent>;
export type Ranking = ResponseOf<typeof battle.battleRanking>;
export type BattleRecord = ResponseOf<typeof battle.battleRecord>;

const keys = {
  season: ['battle', 'season'] as const,
  ranking: (page: number) => ['battle', 'ranking', page] as const,
  record: ['battle', 'record'] as const,
};

export function useSeasonQuery() {
  return useQuery({ queryKey: keys.season, queryFn: () => api(battle.battleSeasonCurrent, {}, { silent: true }) });
}

export function useRankingQuery(page: number) {
  return useQuery({
    queryKey: keys.ranking(page),
    queryFn: () => api(battle.battleRanking, { page }, { silent: true }),
  });
}

export function useRecordQuery() {
  return useQuery({ queryKey: keys.record, queryFn: () => api(battle.battleRecord, {}, { silent: true }) });
}
