import { invest, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const investKeys = {
  all: ['invest'] as const,
  products: (userId: number) => [...investKeys.all, 'products', userId] as const,
  positions: (userId: number) => [...investKeys.all, 'positions', userId] as const,
};

export type InvestProduct = invest.InvestProduct;
export type InvestPosition = invest.InvestPosition;
export type Products = ResponseOf<typeof invest.investProducts>;

export function useUserId(): number {
  return useSession((s) => (s.hasLogin && s.userId > 0 ? s.userId : 0));
}

export function useInvestProducts() {
  const userId = useUserId();
  return useQuery({
    queryKey: investKeys.products(userId),
    queryFn: () => api(invest.investProducts, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useInvestPositions(enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: investKeys.positions(userId),
    queryFn: () => api(invest.investPositions, {}, { silent: true }),
    enabled,
    refetchOnMount: 'always',
  });
}

export function useInvestSubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...investKeys.all, 'subscribe'],
    mutationFn: (input: { product_id: number; amount: string; key: string }) =>
      api(
        invest.investSubscribe,
        { product_id: input.product_id, amount: input.amount },
        { idempotencyKey: input.key, silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: investKeys.all }),
  });
}

export function useInvestRedeem() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...investKeys.all, 'redeem'],
    mutationFn: (input: { position_id: number }) => api(invest.investRedeem, input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: investKeys.all }),
  });
}
