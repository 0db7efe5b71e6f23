import { profile, type RequestOf, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';
import { refreshUserInfo } from '../../session/user-info.ts';

/** Query keys of the profiles feature; everything under ['profile', userId] belongs to one viewer. */
export const profileKeys = {
  all: (userId: number) => ['profile', userId] as const,
  mine: (userId: number) => ['profile', userId, 'mine'] as const,
  public: (userId: number, xid: string) => ['profile', userId, 'public', xid] as const,
};

export type MyProfiles = ResponseOf<typeof profile.profileMine>;
export type OwnProfile = MyProfiles['profiles'][number];
export type PublicProfile = ResponseOf<typeof profile.profilePublic>;
export type ProfileCounts = NonNullable<MyProfiles['counts']>;
export type UpdateInput = RequestOf<typeof profile.profileUpdate>;
export type ImageKind = RequestOf<typeof profile.profileUploadImage>['kind'];

export function useUserId(): number {
  return useSession((s) => (s.hasLogin ? s.userId : 0));
}

export function useMyProfilesQuery() {
  const userId = useUserId();
  return useQuery({
    queryKey: profileKeys.mine(userId),
    queryFn: ({ signal }) => api(profile.profileMine, {}, { signal, silent: true }),
    enabled: userId > 0,
  });
}

/** A profile as /profile/<xid> shows it; visitors read it too. Unknown profiles (a business refusal) are not retried. */
export function usePublicProfileQuery(xid: string, enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: profileKeys.public(userId, xid),
    queryFn: ({ signal }) => api(profile.profilePublic, { xid }, { signal, silent: true }),
    enabled,
  });
}

/** After a write: the feature's answers and the user info (the shown profile is mirrored into it) are refetched. */
function useRefresh() {
  const client = useQueryClient();
  const userId = useUserId();
  return async () => {
    await client.invalidateQueries({ queryKey: profileKeys.all(userId) });
    void refreshUserInfo();
  };
}

/** One profile per intent: the caller's Idempotency-Key is kept across retries of the same form. */
export function useCreateProfileMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ input, key }: { input: RequestOf<typeof profile.profileCreate>; key: string }) =>
      api(profile.profileCreate, input, { idempotencyKey: key, silent: true }),
    onSuccess: refresh,
  });
}

export function useSelectProfileMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (xid: string) => api(profile.profileSelect, { xid }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useUpdateProfileMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateInput) => api(profile.profileUpdate, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useUploadImageMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { xid: string; kind: ImageKind; img: string }) =>
      api(profile.profileUploadImage, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useDeleteProfileMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (xid: string) => api(profile.profileDelete, { xid }, { silent: true }),
    onSuccess: refresh,
  });
}
