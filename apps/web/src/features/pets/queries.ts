import { pet, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

export const petKeys = {
  all: ['pets'] as const,
  mine: (userId: number) => [...petKeys.all, 'mine', userId] as const,
  rank: (userId: number) => [...petKeys.all, 'rank', userId] as const,
  terms: () => [...petKeys.all, 'terms'] as const,
};

export type PetView = pet.PetView;
export type PetTermsView = ResponseOf<typeof pet.petTerms>;
export type PetDrawAnswer = ResponseOf<typeof pet.petDraw>;
export type PetAction = 'collect' | 'level_up' | 'speed_up' | 'buff' | 'restore';

export function useUserId(): number {
  return useSession((s) => (s.hasLogin && s.userId > 0 ? s.userId : 0));
}

export function useMyPets(enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: petKeys.mine(userId),
    enabled,
    queryFn: () => api(pet.petMine, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function usePetRank(enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: petKeys.rank(userId),
    enabled,
    queryFn: () => api(pet.petRank, {}, { silent: true }),
  });
}

export type PetTrade = pet.PetTradeView;

/** My trades and rentals, newest first; more pages on demand. */
export function usePetHistory(enabled: boolean) {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: [...petKeys.all, 'history', userId],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) => api(pet.petHistory, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: ResponseOf<typeof pet.petHistory>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : undefined,
    refetchOnMount: 'always',
  });
}

export type PetRace = pet.PetRaceView;

/** My past races on /petGame, newest first; more pages on demand (a race invalidates petKeys.all, so it shows). */
export function usePetRaceHistory(enabled: boolean) {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: [...petKeys.all, 'races', userId],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) => api(pet.petRaceHistory, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: ResponseOf<typeof pet.petRaceHistory>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : undefined,
    refetchOnMount: 'always',
  });
}

export function usePetTerms() {
  return useQuery({ queryKey: petKeys.terms(), queryFn: () => api(pet.petTerms, {}, { silent: true }) });
}

const ACTION_CALLS = {
  collect: pet.petCollect,
  level_up: pet.petLevelUp,
  speed_up: pet.petSpeedUp,
  buff: pet.petBuff,
  restore: pet.petRestore,
} as const;

export function usePetAction() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...petKeys.all, 'action'],
    mutationFn: (input: { action: PetAction; pet_id: number; key: string }) =>
      api(ACTION_CALLS[input.action], { pet_id: input.pet_id }, { idempotencyKey: input.key, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: petKeys.all }),
  });
}

export function usePetDraw() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...petKeys.all, 'draw'],
    mutationFn: (input: { key: string }) => api(pet.petDraw, {}, { idempotencyKey: input.key, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: petKeys.all }),
  });
}

export type ListingView = pet.ListingView;

export function useMarket(kind: 'sale' | 'rent', enabled: boolean) {
  return useQuery({
    queryKey: [...petKeys.all, 'market', kind],
    enabled,
    queryFn: () => api(pet.petMarket, { kind, page: 1 }, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useListPet() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...petKeys.all, 'list'],
    mutationFn: (input: { pet_id: number; kind: 'sale' | 'rent'; price: string; days?: number; key: string }) => {
      const { key, ...body } = input;
      return api(pet.petList, body, { idempotencyKey: key, silent: true });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: petKeys.all }),
  });
}

export function useDelist() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...petKeys.all, 'delist'],
    mutationFn: (input: { listing_id: number }) => api(pet.petDelist, input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: petKeys.all }),
  });
}

export function useTake() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...petKeys.all, 'take'],
    mutationFn: (input: { kind: 'sale' | 'rent'; listing_id: number; key: string }) =>
      api(
        input.kind === 'sale' ? pet.petBuy : pet.petRent,
        { listing_id: input.listing_id },
        {
          idempotencyKey: input.key,
          silent: true,
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: petKeys.all }),
  });
}

export function usePetGameInfo() {
  const userId = useUserId();
  return useQuery({
    queryKey: [...petKeys.all, 'game', userId],
    queryFn: () => api(pet.petGameInfo, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useRace() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...petKeys.all, 'race'],
    mutationFn: (input: { pet_id: number; key: string }) =>
      api(pet.petRace, { pet_id: input.pet_id }, { idempotencyKey: input.key, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: petKeys.all }),
  });
}

export function useRollTable() {
  return useQuery({
    queryKey: [...petKeys.all, 'roll-table'],
    queryFn: () => api(pet.rollTable, {}, { silent: true }),
  });
}

export function useRoll() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...petKeys.all, 'roll'],
    mutationFn: (input: { key: string }) => api(pet.rollNft, {}, { idempotencyKey: input.key, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: petKeys.all }),
  });
}
