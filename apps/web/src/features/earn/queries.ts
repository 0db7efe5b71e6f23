import { type ResponseOf, task } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useQuery } from '../../app/query/use-query.ts';

export { type Category, useCategoriesQuery } from './catalogue-queries.ts';
export type ProductSummary = ResponseOf<typeof task.taskProductList>['list'][number];
export type ProductDetail = ResponseOf<typeof task.taskProductDetail>;
export type LibrarySort = 'popular' | 'new' | 'reward';

const keys = {
  library: (category: string, sort: string) => ['earn', 'library', category, sort] as const,
  product: (id: number) => ['earn', 'product', id] as const,
};

export function useLibraryQuery(category: string, sort: LibrarySort) {
  return useInfiniteQuery({
    queryKey: keys.library(category, sort),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(
        task.taskProductList,
        { page: pageParam, one_page_cnt: 20, sort, ...(category ? { category } : {}) },
        { silent: true },
      ),
    getNextPageParam: (last: ResponseOf<typeof task.taskProductList>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : null,
  });
}

export function useProductQuery(productId: number) {
  return useQuery({
    queryKey: keys.product(productId),
    queryFn: () => api(task.taskProductDetail, { ProductId: productId }, { silent: true }),
    enabled: productId > 0,
  });
}
