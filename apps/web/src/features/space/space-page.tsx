import { useTranslation } from '../../i18n/i18n.ts';
import { Empty } from '../../ui/empty.tsx';
import { LoginFirst } from '../../ui/page-states.tsx';
import { PostList, useViewer } from '../posts/index.ts';
import { Discover } from './discover.tsx';
import { useFeedQuery } from './queries.ts';
import styles from './space.module.css';

/** /space: the posts of the profiles the player follows, newest first, loading more as it scrolls. */
export default function SpacePage() {
  const { t } = useTranslation('space');
  // The cards' texts load with the page rather than after it.
  useTranslation('posts');
  const viewer = useViewer();
  const feed = useFeedQuery();
  const following = feed.data?.pages[0]?.following;
  const posts = feed.data?.pages[0]?.list.length ?? 0;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="space-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      {viewer === 0 ? (
        <LoginFirst backUrl="/space" title={t('login.title')} body={t('login.body')} />
      ) : (
        <>
          {following === 0 ? (
            <p className={styles.hint} data-testid="space-following-none">
              {t('empty.noFollows')}
            </p>
          ) : null}
          {following === 0 ? null : (
            <PostList
              query={feed}
              testId="space-feed"
              empty={<Empty compact title={t('empty.noPosts')} description={t('empty.noPostsBody')} />}
            />
          )}
          {following === 0 || (feed.isSuccess && posts === 0) ? <Discover /> : null}
        </>
      )}
    </section>
  );
}
