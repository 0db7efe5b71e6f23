import { Link } from '../../app/router/link.tsx';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { BadgeArt } from './badge-art.tsx';
import styles from './honor.module.css';
import { type Badge, useBadgesQuery } from './queries.ts';

const TIER_ORDER = { gold: 0, silver: 1, bronze: 2 } as const;
const TOP = 4;

/**
 * A profile's best badges (gold first, then newest) and its title: none while loading (`loading`) or when it has
 * none.
 */
export function useTopBadges(xid: string): { title: string | null; badges: Badge[]; loading: boolean } {
  const query = useBadgesQuery(xid);
  const badges = (query.data?.badges ?? [])
    .filter((b) => b.owned)
    .sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier] || (b.earned_at ?? 0) - (a.earned_at ?? 0))
    .slice(0, TOP);
  return { title: query.data?.title ?? null, badges, loading: query.isLoading };
}

/** The honours of a profile's showcase: its title, top badges and a link to all of them at /honor/<xid>. */
export function HonourShowcase({ xid, title, badges }: { xid: string; title: string | null; badges: Badge[] }) {
  const { t } = useTranslation('honor');
  return (
    <>
      {title ? (
        <p className={styles.muted} data-testid="profile-title">
          {t('showsTitle', { title: t(`badge.${title}.name` as DynamicKey) })}
        </p>
      ) : null}
      <ul className={styles.showcase}>
        {badges.map((b) => (
          <li key={b.code} className={styles.showcaseItem} data-testid={`showcase-${b.code}`}>
            <BadgeArt code={b.code} tier={b.tier} size={48} />
            <span>{t(`badge.${b.code}.name` as DynamicKey)}</span>
          </li>
        ))}
      </ul>
      <Link to={`/honor/${xid}`} className={styles.link}>
        {t('allHonours')}
      </Link>
    </>
  );
}
