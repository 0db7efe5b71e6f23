import { useTranslation } from '../../i18n/i18n.ts';
import { Image } from '../../ui/image.tsx';
import styles from './profile.module.css';

/** Something a profile shows off: an honour (issue 19) or a pet (issue 21). */
export interface ShowcaseItem {
  id: string;
  name: string;
  image: string;
}

export interface Showcase {
  honours: readonly ShowcaseItem[];
  pets: readonly ShowcaseItem[];
}

const NOTHING: Showcase = { honours: [], pets: [] };

/**
 * The honours and pets a profile shows. Neither exists yet (issues 19 and 21), so every profile has none and the
 * section renders nothing; when they land, this hook reads them and the section appears (docs/profiles.md).
 */
export function useProfileShowcase(_xid: string): Showcase {
  return NOTHING;
}

/** A profile's honours and pets; nothing at all when it has none (never an empty box, never made-up items). */
export function ProfileShowcase({ showcase }: { showcase: Showcase }) {
  const { t } = useTranslation('profile');
  const groups = [
    { key: 'honours', title: t('showcase.honours'), items: showcase.honours },
    { key: 'pets', title: t('showcase.pets'), items: showcase.pets },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('showcase.title')} data-testid="profile-showcase">
      {groups.map((group) => (
        <div key={group.key}>
          <h2 className={styles.sectionTitle}>{group.title}</h2>
          <ul className={styles.showcase}>
            {group.items.map((item) => (
              <li key={item.id} className={styles.showcaseItem}>
                <Image src={item.image} alt="" width={56} height={56} radius="md" />
                <span>{item.name}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
