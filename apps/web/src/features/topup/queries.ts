import { type RequestOf, type ResponseOf, topup } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

export type Shop = ResponseOf<typeof topup.topupPackages>;
export type ShopPackage = Shop['packages'][number];
export type TopupOrderView = ResponseOf<typeof topup.topupOrders>['list'][number];
export type OrderInput = RequestOf<typeof topup.topupOrderCreate>;

const topupKeys = {
  shop: (gameId: number, mchId: string) => ['topup', 'shop', gameId, mchId] as const,
  orders: (userId: number, gameId: number) => ['topup', 'orders', userId, gameId] as const,
};

export function useUserId(): number {
  return useSession((s) => (s.hasLogin ? s.userId : 0));
}

export function useShopQuery(gameId: number, mchId: string, enabled: boolean) {
  return useQuery({
    queryKey: topupKeys.shop(gameId, mchId),
    queryFn: () => api(topup.topupPackages, { game_id: gameId, mch_id: mchId }, { silent: true }),
    enabled,
  });
}

/** The player's top-ups of this game; `waiting` (one is still with the merchant) asks again every 2 s. */
export function useOrdersQuery(userId: number, gameId: number, waiting: boolean) {
  return useQuery({
    queryKey: topupKeys.orders(userId, gameId),
    queryFn: () => api(topup.topupOrders, { game_id: gameId, page: 1 }, { silent: true }),
    enabled: userId > 0 && gameId > 0,
    refetchInterval: waiting ? 2000 : false,
  });
}

export function useBuy(userId: number, gameId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['topup', 'buy'],
    mutationFn: ({ key, ...input }: OrderInput & { key: string }) =>
      api(topup.topupOrderCreate, input, { idempotencyKey: key, silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: topupKeys.orders(userId, gameId) }),
  });
}
