import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { PenIcon } from './icons.tsx';
import { PostList } from './post-list.tsx';
import styles from './posts.module.css';
import { type PostsTab, useProfilePostsQuery } from './queries.ts';

/** A profile's posts; on one's own profile, the drafts too and a way to write one. */
export function ProfilePostsSection({ xid, mine = false }: { xid: string; mine?: boolean }) {
  const { t } = useTranslation('posts');
  const [tab, setTab] = useState<PostsTab>('published');
  const shown: PostsTab = mine ? tab : 'published';
  const query = useProfilePostsQuery(xid, shown);
  const write = (
    <Link to="/profile/edit/post" className={buttonClassName({ variant: 'primary' })} data-testid="post-write">
      <PenIcon /> {t('profile.write')}
    </Link>
  );
  const list = (
    <PostList
      query={query}
      showAuthor={false}
      testId={`profile-posts-${shown}`}
      empty={
        <Empty
          compact
          title={shown === 'drafts' ? t('profile.noDrafts') : mine ? t('profile.emptyMine') : t('profile.empty')}
          action={mine ? write : undefined}
        />
      }
    />
  );
  return (
    <section className={styles.section} aria-labelledby="profile-posts-title" data-testid="profile-posts">
      <div className={styles.sectionHead}>
        <h2 id="profile-posts-title" className={styles.sectionTitle}>
          {t('profile.title')}
        </h2>
        {mine ? write : null}
      </div>
      {mine ? (
        <>
          <Tabs
            id="profile-posts"
            label={t('profile.title')}
            items={[
              { value: 'published', label: t('profile.published') },
              { value: 'drafts', label: t('profile.drafts') },
            ]}
            value={tab}
            onChange={setTab}
            fill
          />
          <TabPanel tabsId="profile-posts" value={tab}>
            {list}
          </TabPanel>
        </>
      ) : (
        list
      )}
    </section>
  );
}
