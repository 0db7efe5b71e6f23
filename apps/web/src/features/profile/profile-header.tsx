import type { ReactNode } from 'react';
import { formatCompact } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Image } from '../../ui/image.tsx';
import styles from './profile.module.css';
import type { ProfileCounts } from './queries.ts';

export interface HeaderProfile {
  name: string;
  intro: string;
  avatar_url: string;
  background_url: string;
}

/**
 * A profile's header: background, avatar, name (the page's heading), intro and, where a service counts them, posts,
 * followers and following. Everything players wrote is rendered as text.
 */
export function ProfileHeader({
  profile,
  counts,
  badge,
}: {
  profile: HeaderProfile;
  counts: ProfileCounts | null;
  /** Next to the name, e.g. the shown-profile mark. */
  badge?: ReactNode;
}) {
  const { t, locale } = useTranslation('profile');
  return (
    <header className={styles.header} data-testid="profile-header">
      <div className={styles.cover}>
        {profile.background_url ? (
          <Image src={profile.background_url} alt="" ratio={375 / 150} radius="none" eager />
        ) : (
          <div className={styles.coverFallback} aria-hidden="true" />
        )}
      </div>
      <div className={styles.identity}>
        <Avatar name={profile.name} src={profile.avatar_url || null} size="xl" ring className={styles.avatar} />
        <div className={styles.nameRow}>
          <h1 className={styles.name} id="page-title" data-testid="profile-name">
            {profile.name}
          </h1>
          {badge}
        </div>
        {profile.intro ? (
          <p className={styles.intro} data-testid="profile-intro">
            {profile.intro}
          </p>
        ) : null}
        {counts ? (
          <dl className={styles.counts} data-testid="profile-counts">
            {(['posts', 'followers', 'following'] as const).map((key) => (
              <div key={key} className={styles.count}>
                <dt>{t(`counts.${key}`)}</dt>
                <dd>{formatCompact(String(counts[key]), { locale })}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </header>
  );
}
