import { lazy, Suspense, useRef } from 'react';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';
import { useNear } from '../../ui/use-near.ts';

/**
 * What the profile pages show of posts. Each waits for the `posts` texts in a boundary of its own, so the profile
 * page around it never blanks; the editor is its own chunk.
 */

const Editor = lazy(() => import('./post-editor-page.tsx').then((m) => ({ default: m.PostEditorPage })));
/** Below the profile's header and badges: its code (the list, the cards) loads as it comes near the screen. */
const ProfilePostsSection = lazy(() => import('./profile-posts.tsx').then((m) => ({ default: m.ProfilePostsSection })));

export function ProfilePosts(props: { xid: string; mine?: boolean }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNear(slot);
  const waiting = <Skeleton height="2.4rem" radius="md" />;
  return (
    <div ref={slot} data-testid="profile-posts-slot" data-near={near || undefined}>
      {near ? (
        <Suspense fallback={waiting}>
          <ProfilePostsSection {...props} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}

export function PostEditorPage(props: { postId?: string }) {
  return (
    <Suspense fallback={<SkeletonText lines={6} />}>
      <Editor {...props} />
    </Suspense>
  );
}
