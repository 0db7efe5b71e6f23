import { lazy, Suspense } from 'react';
import { SkeletonText } from '../../ui/skeleton.tsx';
import { FollowButton as FollowButtonView } from './follow-button.tsx';
import { CardSkeletons } from './post-list.tsx';
import { ProfilePostsSection } from './profile-posts.tsx';

/**
 * What the profile pages show of posts. Each waits for the `posts` texts in a boundary of its own, so the profile
 * page around it never blanks; the editor is its own chunk.
 */

const Editor = lazy(() => import('./post-editor-page.tsx').then((m) => ({ default: m.PostEditorPage })));

export function ProfilePosts(props: { xid: string; mine?: boolean }) {
  return (
    <Suspense fallback={<CardSkeletons />}>
      <ProfilePostsSection {...props} />
    </Suspense>
  );
}

export function FollowButton(props: { xid: string; following?: boolean }) {
  return (
    <Suspense fallback={null}>
      <FollowButtonView {...props} />
    </Suspense>
  );
}

export function PostEditorPage(props: { postId?: string }) {
  return (
    <Suspense fallback={<SkeletonText lines={6} />}>
      <Editor {...props} />
    </Suspense>
  );
}
