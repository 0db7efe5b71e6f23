import { Suspense } from 'react';
import { loadNamespace, useTranslation } from '../../i18n/i18n.ts';
import { Image } from '../../ui/image.tsx';
import { type Badge, HonourShowcase, useTopBadges } from '../honor/index.ts';
import styles from './profile.module.css';

/** Something a profile shows off: an honour (issue 19) or a pet (issue 21). */
interface ShowcaseItem {
  id: string;
  name: string;
  image: string;
}

export interface Showcase {
  honours: readonly ShowcaseItem[];
  pets: readonly ShowcaseItem[];
  /** The profile's badges and title from the honor feature (drawn in the app, docs/honor.md), when it has any. */
  badges?: { xid: string; title: string | null; list: Badge[] };
  /** The badges are on their way: the page waits for them rather than grow under the player's eyes. */
  loading: boolean;
}

// The honours' texts load with the profile pages' code, beside the profile's answers rather than after them.
void loadNamespace('honor');

/**
 * The honours and pets a profile shows: its best badges and title (the honor service's public read of the
 * profile, `GET /honor/badges?user=<xid>`); pets do not exist yet (issue 21), so that group stays empty and the
 * section renders nothing for a profile without badges (docs/profiles.md).
 */
export function useProfileShowcase(xid: string): Showcase {
  const top = useTopBadges(xid);
  const shown = { honours: [], pets: [], loading: top.loading };
  if (top.badges.length === 0 && !top.title) return shown;
  return { ...shown, badges: { xid, title: top.title, list: top.badges } };
}

/** A profile's honours and pets; nothing at all when it has none (never an empty box, never made-up items). */
export function ProfileShowcase({ showcase }: { showcase: Showcase }) {
  const { t } = useTranslation('profile');
  const { badges } = showcase;
  const groups = [
    { key: 'honours', title: t('showcase.honours'), items: showcase.honours },
    { key: 'pets', title: t('showcase.pets'), items: showcase.pets },
  ].filter((g) => g.items.length > 0 || (g.key === 'honours' && badges));
  if (groups.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('showcase.title')} data-testid="profile-showcase">
      {groups.map((group) => (
        <div key={group.key}>
          <h2 className={styles.sectionTitle}>{group.title}</h2>
          {group.key === 'honours' && badges ? (
            <Suspense fallback={null}>
              <HonourShowcase xid={badges.xid} title={badges.title} badges={badges.list} />
            </Suspense>
          ) : null}
          {group.items.length > 0 ? (
            <ul className={styles.showcase}>
              {group.items.map((item) => (
                <li key={item.id} className={styles.showcaseItem}>
                  <Image src={item.image} alt="" width={56} height={56} radius="md" />
                  <span>{item.name}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </section>
  );
}
