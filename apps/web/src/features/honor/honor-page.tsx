import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useParams } from '../../app/router/route-context.ts';
import { formatDate } from '../../i18n/formats.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { BadgeArt } from './badge-art.tsx';
import styles from './honor.module.css';
import { type Badge, type Honours, useBadgesQuery, useSetTitleMutation } from './queries.ts';

/** Whose honours a /honor/* path shows: `me` (also /honor), a profile xid, or nothing (an unknown path). */
export function honorUserOf(splat: string): string | undefined {
  const part = splat.replace(/\/+$/, '');
  if (part === '' || part === 'me') return 'me';
  return /^[a-z][a-z0-9]{9}$/.test(part) ? part : undefined;
}

/** /honor/<xid or me>: a player's badges (owned, and locked with progress for the owner), detail, the shown title. */
export default function HonorPage() {
  const { t } = useTranslation('honor');
  const user = honorUserOf(useParams<{ _splat?: string }>()._splat ?? '');
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="honor-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      {user ? <HonoursView user={user} /> : <Empty title={t('notFound')} />}
    </section>
  );
}

function HonoursView({ user }: { user: string }) {
  const { t } = useTranslation('honor');
  const query = useBadgesQuery(user);
  const [open, setOpen] = useState<string | null>(null);
  if (query.isPending) return <Skeleton height="8rem" radius="md" />;
  if (query.isError) return <LoadFailed retry={query.refetch} />;
  const data = query.data;
  const selected = data.badges.find((b) => b.code === open);
  return (
    <>
      <div className={styles.hero} data-testid="honor-hero">
        <p className={styles.name}>{data.name}</p>
        <p className={styles.muted} data-testid="honor-title">
          {data.title ? t('showsTitle', { title: t(`badge.${data.title}.name` as DynamicKey) }) : t('noTitle')}
        </p>
        <p className={styles.count}>{t('owned', { owned: data.owned, total: data.total })}</p>
        {data.xid && data.owner ? (
          <Link to={`/profile/${data.xid}`} className={styles.link}>
            {t('viewProfile')}
          </Link>
        ) : null}
      </div>
      {data.badges.length === 0 ? (
        <Empty title={t('noneYet')} />
      ) : (
        <ul className={styles.grid} data-testid="honor-badges">
          {data.badges.map((badge) => (
            <li key={badge.code}>
              <button
                type="button"
                className={styles.badge}
                onClick={() => setOpen(badge.code)}
                data-testid={`badge-${badge.code}`}
                data-owned={badge.owned}
              >
                <BadgeArt code={badge.code} tier={badge.tier} locked={!badge.owned} />
                <span className={styles.badgeName}>{t(`badge.${badge.code}.name` as DynamicKey)}</span>
                {badge.owned ? (
                  <span className={styles.tier}>{t(`tier.${badge.tier}`)}</span>
                ) : (
                  <Progress badge={badge} />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Sheet
        open={selected !== undefined}
        onClose={() => setOpen(null)}
        title={selected ? t(`badge.${selected.code}.name` as DynamicKey) : ''}
        testId="badge-detail"
      >
        {selected ? <Detail badge={selected} honours={data} onDone={() => setOpen(null)} /> : null}
      </Sheet>
    </>
  );
}

/** Progress toward a locked badge (battle places count down: the best place so far). */
function Progress({ badge }: { badge: Badge }) {
  const { t } = useTranslation('honor');
  if (badge.code === 'season_champion' || badge.code === 'battle_top10')
    return (
      <span className={styles.progressText}>
        {badge.progress > 0 ? t('bestPlace', { rank: badge.progress }) : t('locked')}
      </span>
    );
  const value = Math.min(badge.progress, badge.goal);
  return (
    <span className={styles.progressText}>
      <progress
        className={styles.progress}
        max={badge.goal}
        value={value}
        aria-label={t('progress', { value, goal: badge.goal })}
      />
      {value}/{badge.goal}
    </span>
  );
}

function Detail({ badge, honours, onDone }: { badge: Badge; honours: Honours; onDone: () => void }) {
  const { t } = useTranslation('honor');
  const setTitle = useSetTitleMutation();
  const shown = honours.title === badge.code;
  return (
    <div className={styles.detail}>
      <BadgeArt code={badge.code} tier={badge.tier} locked={!badge.owned} size={112} />
      <p className={styles.tier}>{t(`tier.${badge.tier}`)}</p>
      <p>{t(`badge.${badge.code}.desc` as DynamicKey)}</p>
      <p className={styles.muted}>
        {badge.owned && badge.earned_at ? t('earnedOn', { date: formatDate(badge.earned_at) }) : t('locked')}
      </p>
      {honours.owner && badge.owned ? (
        <Button
          variant={shown ? 'secondary' : 'primary'}
          disabled={setTitle.isPending}
          onClick={() => setTitle.mutate(shown ? '' : badge.code, { onSuccess: onDone })}
          data-testid="badge-set-title"
        >
          {shown ? t('hideTitle') : t('showAsTitle')}
        </Button>
      ) : null}
    </div>
  );
}
