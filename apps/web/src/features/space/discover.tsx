import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { FollowButton } from '../posts/index.ts';
import { useDiscoverQuery } from './queries.ts';
import styles from './space.module.css';

/** Popular profiles to follow, for a player whose /space is empty. */
export function Discover() {
  const { t } = useTranslation('space');
  const query = useDiscoverQuery(true);
  return (
    <section className={styles.discover} aria-labelledby="discover-title" data-testid="space-discover">
      <h2 id="discover-title" className={styles.sectionTitle}>
        {t('discover.title')}
      </h2>
      <p className={styles.hint}>{t('discover.hint')}</p>
      {query.isPending ? (
        <div className={styles.people} aria-hidden="true">
          <Skeleton height="0.64rem" radius="md" />
          <Skeleton height="0.64rem" radius="md" />
        </div>
      ) : null}
      {query.isError && !query.data ? <LoadFailed retry={query.refetch} /> : null}
      {query.data?.list.length === 0 ? <p className={styles.hint}>{t('discover.none')}</p> : null}
      {query.data ? (
        <ul className={styles.people}>
          {query.data.list.map((person) => (
            <li key={person.xid} className={styles.person} data-testid={`discover-${person.xid}`}>
              <Link to={`/profile/${person.xid}`} className={styles.personLink}>
                <Avatar name={person.name} src={person.avatar_url || null} size="md" />
                <span className={styles.personText}>
                  <span className={styles.personName}>{person.name}</span>
                  <span className={styles.personMeta}>
                    {t('discover.followers', { count: person.followers })} ·{' '}
                    {t('discover.posts', { count: person.posts })}
                  </span>
                </span>
              </Link>
              <FollowButton xid={person.xid} following={person.following} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
