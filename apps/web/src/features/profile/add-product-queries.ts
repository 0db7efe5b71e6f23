import { product, type RequestOf, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

/** Query keys of /profile/addProduct; everything under ['product', userId] belongs to one creator. */
const productKeys = {
  all: (userId: number) => ['product', userId] as const,
  config: (userId: number) => ['product', userId, 'config'] as const,
  mine: (userId: number) => ['product', userId, 'mine'] as const,
};

export type ProductConfig = ResponseOf<typeof product.productConfig>;
export type Submission = ResponseOf<typeof product.productSubmit>['submission'];
export type SubmitInput = RequestOf<typeof product.productSubmit>;
export type PictureRole = 'icon' | 'screenshot';

export function useCreatorId(): number {
  return useSession((s) => (s.hasLogin ? s.userId : 0));
}

export function useProductConfigQuery() {
  const userId = useCreatorId();
  return useQuery({
    queryKey: productKeys.config(userId),
    queryFn: ({ signal }) => api(product.productConfig, {}, { signal, silent: true }),
    enabled: userId > 0,
  });
}

export function useMySubmissionsQuery() {
  const userId = useCreatorId();
  return useInfiniteQuery({
    queryKey: productKeys.mine(userId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal?: AbortSignal }) =>
      api(product.productMySubmissions, { page: pageParam }, { signal, silent: true }),
    getNextPageParam: (last: ResponseOf<typeof product.productMySubmissions>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : null,
    enabled: userId > 0,
  });
}

export function useUploadPictureMutation() {
  return useMutation({
    mutationKey: ['product', 'upload'],
    mutationFn: ({ role, image }: { role: PictureRole; image: string }) =>
      api(product.productUploadImage, { role, image }, { silent: true }),
  });
}

function useProductMutation<I, O>(name: string, run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  const userId = useCreatorId();
  return useMutation({
    mutationKey: ['product', name],
    mutationFn: run,
    onSettled: () => void client.invalidateQueries({ queryKey: productKeys.all(userId) }),
  });
}

export const useSubmitProductMutation = () =>
  useProductMutation('submit', (input: SubmitInput) => api(product.productSubmit, input, { silent: true }));

export const useWithdrawMutation = () =>
  useProductMutation('withdraw', (submissionId: number) =>
    api(product.productWithdraw, { submission_id: submissionId }, { silent: true }),
  );
