import { type ResponseOf, task } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useQuery } from '../../app/query/use-query.ts';

export type Quest = ResponseOf<typeof task.taskProductList>['list'][number];

/** The Web3 games and apps whose tasks are quests: the library's web3 products in the player's market. */
export function useQuestsQuery() {
  return useQuery({
    queryKey: ['quest', 'list'],
    queryFn: () =>
      api(task.taskProductList, { type: 'web3', sort: 'reward', page: 1, one_page_cnt: 50 }, { silent: true }),
  });
}

/** Products the player has been paid for at least one step of (their quests in progress or done). */
export function useEarnedProductsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['quest', 'earned'],
    queryFn: async () => {
      const answer = await api(
        task.taskProductCompleteList,
        { status: 'paid', page: 1, one_page_cnt: 50 },
        { silent: true },
      );
      return new Set(answer.list.map((item) => item.productId));
    },
    enabled,
  });
}
