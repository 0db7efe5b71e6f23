import { Link } from '../../app/router/link.tsx';
import { useLocation } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { FollowRow } from './follow-row.tsx';
import { LinkNotice } from './link-notice.tsx';
import { useCheckFollowMutation, useFollowingQuery, useFollowListQuery, useLoggedInUser } from './queries.ts';
import styles from './social.module.css';

/** /profile/followTask: the channels to follow, their status, open and check (spec section 7, social media). */
export default function FollowTaskPage() {
  const { t } = useTranslation('social');
  const { t: tc } = useTranslation();
  const userId = useLoggedInUser();
  const list = useFollowListQuery();
  const following = useFollowingQuery(userId);
  const check = useCheckFollowMutation(userId);
  const states = new Map(following.data?.list.map((f) => [f.id, f]));

  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="follow-task">
      <h1 id="page-title" className="visually-hidden">
        {tc('titles.profileFollowTask')}
      </h1>
      <p className={styles.lead}>{t('lead')}</p>
      {userId ? <LinkNotice userId={userId} /> : <VisitorNotice />}
      {list.isPending ? <Loading /> : null}
      {list.isError ? (
        <Empty
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => list.refetch()} data-testid="follow-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {list.data && list.data.list.length === 0 ? (
        <Empty title={t('empty.title')} description={t('empty.text')} />
      ) : null}
      {list.data?.list.length ? (
        <ul className={styles.list} aria-busy={userId !== undefined && following.isPending}>
          {list.data.list.map((channel) => (
            <FollowRow
              key={channel.id}
              channel={channel}
              state={states.get(channel.id)}
              canCheck={userId !== undefined && !following.isPending}
              checking={check.isPending && check.variables === channel.id}
              checkError={check.isError && check.variables === channel.id ? check.error : undefined}
              onCheck={() => check.mutate(channel.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Loading() {
  return (
    <div className={styles.list} data-testid="follow-loading">
      <Skeleton height="0.96rem" radius="md" />
      <Skeleton height="0.96rem" radius="md" />
      <Skeleton height="0.96rem" radius="md" />
    </div>
  );
}

function VisitorNotice() {
  const { t } = useTranslation('social');
  const location = useLocation();
  const back = `${location.pathname}${location.search ?? ''}`;
  return (
    <div className={styles.notice} data-testid="follow-visitor">
      <p>{t('visitor')}</p>
      <Link to={`/user/login-home?backUrl=${encodeURIComponent(back)}`} className={styles.cta}>
        {t('login')}
      </Link>
    </div>
  );
}
