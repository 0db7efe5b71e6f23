import { honor, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';

export type Honours = ResponseOf<typeof honor.honorBadges>;
export type Badge = Honours['badges'][number];

const keys = { badges: (user: string) => ['honor', 'badges', user] as const };

/** A player's honours: `me` or a profile xid ('' waits). */
export function useBadgesQuery(user: string) {
  return useQuery({
    queryKey: keys.badges(user),
    queryFn: () => api(honor.honorBadges, { user }, { silent: true }),
    enabled: user !== '',
  });
}

export function useSetTitleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['honor', 'title'],
    mutationFn: (badge: string) => api(honor.honorSetTitle, { badge }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['honor'] });
    },
  });
}
