import { community, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useQuery } from '../../app/query/use-query.ts';
import { useViewer } from '../posts/index.ts';

/** /space's queries, under ['space', viewer] (the posts feature refreshes them after a follow, like or post). */
export type FeedPage = ResponseOf<typeof community.communitySpaceFeed>;
export type DiscoverProfile = ResponseOf<typeof community.communityDiscover>['list'][number];

export function useFeedQuery() {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: ['space', viewer, 'feed'],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }: { pageParam: string; signal?: AbortSignal }) =>
      api(community.communitySpaceFeed, pageParam ? { cursor: pageParam } : {}, { signal, silent: true }),
    getNextPageParam: (last: FeedPage) => last.next_cursor,
    enabled: viewer > 0,
  });
}

export function useDiscoverQuery(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ['space', viewer, 'discover'],
    queryFn: ({ signal }) => api(community.communityDiscover, {}, { signal, silent: true }),
    enabled,
  });
}
