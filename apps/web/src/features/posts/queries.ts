import { community, type RequestOf, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';
import { profileKeys } from '../profile/index.ts';

/** Query keys of posts; everything under ['posts', viewer] belongs to one viewer (0: a visitor). */
const postKeys = {
  all: (viewer: number) => ['posts', viewer] as const,
  post: (viewer: number, id: string) => ['posts', viewer, 'post', id] as const,
  profile: (viewer: number, xid: string, tab: PostsTab) => ['posts', viewer, 'profile', xid, tab] as const,
  follow: (viewer: number, xid: string) => ['posts', viewer, 'follow', xid] as const,
  comments: (viewer: number, id: string) => ['posts', viewer, 'comments', id] as const,
};
/** /space's keys live under ['space', viewer]: a follow or a like changes them too. */
const spaceKey = (viewer: number) => ['space', viewer] as const;

export type PostsTab = 'published' | 'drafts';
export type PostView = ResponseOf<typeof community.communityPostDetail>;
export type PostPage = ResponseOf<typeof community.communityProfilePosts>;
export type PostCard = PostPage['list'][number];
export type CommentPage = ResponseOf<typeof community.communityComments>;
export type Comment = CommentPage['list'][number];
export type SaveInput = RequestOf<typeof community.communityPostSave>;
export type ReportReason = RequestOf<typeof community.communityReport>['reason'];
export type MediaKind = RequestOf<typeof community.communityMediaUpload>['kind'];
export type Uploaded = ResponseOf<typeof community.communityMediaUpload>;

export function useViewer(): number {
  return useSession((s) => (s.hasLogin ? s.userId : 0));
}

export function usePostQuery(postId: string, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: postKeys.post(viewer, postId),
    queryFn: ({ signal }) => api(community.communityPostDetail, { post_id: postId }, { signal, silent: true }),
    enabled,
  });
}

export function useProfilePostsQuery(xid: string, tab: PostsTab) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: postKeys.profile(viewer, xid, tab),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }: { pageParam: string; signal?: AbortSignal }) =>
      api(
        community.communityProfilePosts,
        { xid, tab, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, silent: true },
      ),
    getNextPageParam: (last: PostPage) => last.next_cursor,
    enabled: xid.length > 0 && (tab === 'published' || viewer > 0),
  });
}

export function useFollowQuery(xid: string, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: postKeys.follow(viewer, xid),
    queryFn: ({ signal }) => api(community.communityFollowStatus, { xid }, { signal, silent: true }),
    enabled: enabled && xid.length > 0,
  });
}

export function useFollowMutation(xid: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationKey: ['posts', 'follow', xid],
    mutationFn: (follow: boolean) => api(community.communityFollow, { xid, follow }),
    onSuccess: (state) => {
      client.setQueryData(postKeys.follow(viewer, xid), state);
      void client.invalidateQueries({ queryKey: spaceKey(viewer) });
      void client.invalidateQueries({ queryKey: profileKeys.all(viewer) });
    },
  });
}

export function useLikeMutation(postId: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationKey: ['posts', 'like', postId],
    mutationFn: (like: boolean) => api(community.communityLike, { post_id: postId, like }),
    onSuccess: (answer) => {
      client.setQueryData<PostView>(postKeys.post(viewer, postId), (old) =>
        old ? { ...old, liked: answer.liked, like_count: answer.like_count } : old,
      );
      void client.invalidateQueries({ queryKey: spaceKey(viewer) });
    },
  });
}

export function useCommentsQuery(postId: string, enabled: boolean) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: postKeys.comments(viewer, postId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal?: AbortSignal }) =>
      api(
        community.communityComments,
        { post_id: postId, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, silent: true },
      ),
    getNextPageParam: (last: CommentPage) => last.next_cursor,
    enabled,
  });
}

function useCommentsChanged(postId: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return (count: number) => {
    client.setQueryData<PostView>(postKeys.post(viewer, postId), (old) =>
      old ? { ...old, comment_count: count } : old,
    );
    void client.invalidateQueries({ queryKey: postKeys.comments(viewer, postId) });
  };
}

export function useAddCommentMutation(postId: string) {
  const changed = useCommentsChanged(postId);
  return useMutation({
    mutationKey: ['posts', 'comment', postId],
    mutationFn: (body: string) => api(community.communityCommentAdd, { post_id: postId, body }, { silent: true }),
    onSuccess: (answer) => changed(answer.comment_count),
  });
}

export function useDeleteCommentMutation(postId: string) {
  const changed = useCommentsChanged(postId);
  return useMutation({
    mutationKey: ['posts', 'uncomment', postId],
    mutationFn: (commentId: number) => api(community.communityCommentDelete, { comment_id: commentId }),
    onSuccess: (answer) => changed(answer.comment_count),
  });
}

export function useReportMutation(postId: string) {
  return useMutation({
    mutationKey: ['posts', 'report', postId],
    mutationFn: (input: { reason: ReportReason; note: string }) =>
      api(community.communityReport, { post_id: postId, ...input }, { silent: true }),
  });
}

/** After a save or delete: the post, its profile's lists, /space and the profile counts are stale. */
function useWritten() {
  const client = useQueryClient();
  const viewer = useViewer();
  return (post?: PostView) => {
    if (post) client.setQueryData(postKeys.post(viewer, post.id), post);
    void client.invalidateQueries({ queryKey: [...postKeys.all(viewer), 'profile'] });
    void client.invalidateQueries({ queryKey: spaceKey(viewer) });
    void client.invalidateQueries({ queryKey: profileKeys.all(viewer) });
  };
}

export function useSavePostMutation() {
  const written = useWritten();
  return useMutation({
    mutationKey: ['posts', 'save'],
    mutationFn: (input: SaveInput) => api(community.communityPostSave, input, { silent: true }),
    onSuccess: (answer) => written(answer.post),
  });
}

export function useDeletePostMutation() {
  const written = useWritten();
  return useMutation({
    mutationKey: ['posts', 'delete'],
    mutationFn: (postId: string) => api(community.communityPostDelete, { post_id: postId }),
    onSuccess: () => written(),
  });
}

export function uploadMedia(kind: MediaKind, data: string): Promise<Uploaded> {
  return api(community.communityMediaUpload, { kind, data }, { silent: true });
}
