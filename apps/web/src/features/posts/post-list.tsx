import { type ReactNode, useRef } from 'react';
import type { InfiniteQueryResult } from '../../app/query/use-query.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { PostCardView } from './post-card.tsx';
import styles from './posts.module.css';
import type { PostCard } from './queries.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

export function CardSkeletons({ count = 2 }: { count?: number }) {
  return (
    <div className={styles.list} data-testid="posts-loading" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={styles.card}>
          <Skeleton height="1.6rem" radius="md" />
          <Skeleton height="0.2rem" width="70%" />
          <Skeleton height="0.16rem" width="90%" />
        </div>
      ))}
    </div>
  );
}

/**
 * Pages of posts as cards: loading placeholders, a failed load with a retry, `empty` when there is none, and the
 * next page loaded as the end of the list scrolls near (a "More" button stays for keyboards and old browsers).
 */
export function PostList<P extends { list: PostCard[] }>({
  query,
  empty,
  showAuthor = true,
  testId,
}: {
  query: InfiniteQueryResult<P, unknown>;
  empty: ReactNode;
  showAuthor?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('posts');
  const sentinel = useRef<HTMLDivElement>(null);
  const more = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  useInfiniteScroll(sentinel, more, query.hasNextPage && !query.isFetchingNextPage && !query.isError);
  if (query.isPending) return <CardSkeletons />;
  const posts = query.data?.pages.flatMap((page) => page.list) ?? [];
  if (query.isError && posts.length === 0) return <LoadFailed retry={query.refetch} />;
  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className={styles.list} data-testid={testId}>
      {posts.map((post) => (
        <PostCardView key={post.id} post={post} showAuthor={showAuthor} />
      ))}
      <div ref={sentinel} />
      {query.isFetchingNextPage ? <CardSkeletons count={1} /> : null}
      {query.hasNextPage && !query.isFetchingNextPage ? (
        <Button variant="ghost" onClick={more} data-testid="posts-more">
          {t('list.more')}
        </Button>
      ) : null}
      {query.isError ? <LoadFailed retry={query.fetchNextPage} /> : null}
    </div>
  );
}
