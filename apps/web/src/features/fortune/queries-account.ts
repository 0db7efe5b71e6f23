import { fortune } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { prefetchQuery, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { fortuneKeys } from './queries-keys.ts';

const countriesQuery = {
  queryKey: fortuneKeys.countries(),
  queryFn: () => api(fortune.fortuneAvailableCountries, {}, { silent: true }),
  staleTime: 300_000,
};

const accountQuery = {
  queryKey: fortuneKeys.account(),
  queryFn: () => api(fortune.fortuneQuery, {}, { silent: true }),
};

/** Whether Fortune is open in the caller's market (no login needed). */
export function useCountriesQuery() {
  return useQuery(countriesQuery);
}

/** The player's Fortune at a glance: joined, balances, chances, any pause, the reality-check interval. */
export function useAccountQuery(enabled = true) {
  return useQuery({ ...accountQuery, enabled });
}

/**
 * The frame's two gates (the market's answer and, for a player, the snapshot), asked before the first render of a
 * Fortune page on a first load: every Fortune page waits for them before showing anything of its own.
 */
export function prefetchFortuneFrame(userId: number): Promise<unknown> {
  return Promise.all([prefetchQuery(countriesQuery), userId > 0 ? prefetchQuery(accountQuery) : undefined]);
}

/** After a money move: balances, chances and the lists that show them are asked again. */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () => {
    for (const key of [
      fortuneKeys.account(),
      fortuneKeys.assets(),
      fortuneKeys.assetDetail(),
      fortuneKeys.locked(),
      fortuneKeys.history(),
      fortuneKeys.vipProfile(),
      fortuneKeys.rg(),
      fortuneKeys.newbieStatus(),
    ])
      void client.invalidateQueries({ queryKey: key });
  };
}

export function useRgQuery(enabled = true) {
  return useQuery({
    queryKey: fortuneKeys.rg(),
    queryFn: () => api(fortune.fortuneRgStatus, {}, { silent: true }),
    enabled,
  });
}

/** Attribution events (page views of Fortune's screens); failures are never shown. */
export function reportAction(action: string, data?: Record<string, string | number | boolean>) {
  void api(fortune.fortuneReportUserAction, { action, data }, { silent: true }).catch(() => undefined);
}
