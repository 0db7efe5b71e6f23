import { fortune } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { fortuneKeys } from './queries-keys.ts';

/** Whether Fortune is open in the caller's market (no login needed). */
export function useCountriesQuery() {
  return useQuery({
    queryKey: fortuneKeys.countries(),
    queryFn: () => api(fortune.fortuneAvailableCountries, {}, { silent: true }),
    staleTime: 300_000,
  });
}

/** The player's Fortune at a glance: joined, balances, chances, any pause, the reality-check interval. */
export function useAccountQuery(enabled = true) {
  return useQuery({
    queryKey: fortuneKeys.account(),
    queryFn: () => api(fortune.fortuneQuery, {}, { silent: true }),
    enabled,
  });
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
