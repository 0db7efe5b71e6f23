import { type ResponseOf, task } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useQuery } from '../../app/query/use-query.ts';

export type TaskCard = ResponseOf<typeof task.taskSearch>['list'][number];
export type Category = ResponseOf<typeof task.taskRecommend>['categories'][number];

const keys = {
  home: ['earn', 'home'] as const,
  categories: ['earn', 'categories'] as const,
  category: (id: string) => ['earn', 'category', id] as const,
  search: (keyword: string) => ['earn', 'search', keyword] as const,
};

/** The home page's game tabs with their first cards (market from the Country-Code header). */
export function useHomeTabsQuery() {
  return useQuery({ queryKey: keys.home, queryFn: () => api(task.taskHomepage, {}, { silent: true }) });
}

export function useCategoriesQuery() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: () => api(task.taskRecommend, { strategy: 'rcmd_strategy_category', one_page_cnt: 1 }, { silent: true }),
  });
}

export function useCategoryQuery(id: string | undefined) {
  return useQuery({
    queryKey: keys.category(id ?? ''),
    queryFn: () => api(task.taskRecommend, { catelog_id: id, one_page_cnt: 20 }, { silent: true }),
    enabled: !!id,
  });
}

export function useSearchQuery(keyword: string) {
  return useQuery({
    queryKey: keys.search(keyword),
    queryFn: () => api(task.taskSearch, { keyword, one_page_cnt: 20 }, { silent: true }),
    enabled: keyword.length > 0,
  });
}

/** The click-tracking beacon of a task card (fire and forget). */
export function reportCardClick(card: TaskCard, from: string) {
  void api(task.taskClickBeacon, { event: 'card_click', xbOfferId: card.xbOfferId, from }, { silent: true }).catch(
    () => {},
  );
}
