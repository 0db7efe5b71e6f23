import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './battle.module.css';

const TABS = [
  { to: '/battle', key: 'nav.season' },
  { to: '/battle/rank', key: 'nav.rank' },
  { to: '/battle/record', key: 'nav.record' },
] as const;

/** The three battle pages, as links (each is its own route). */
export function BattleNav({ current }: { current: '/battle' | '/battle/rank' | '/battle/record' }) {
  const { t } = useTranslation('battle');
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {TABS.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={tab.to === current ? styles.navCurrent : styles.navLink}
          aria-current={tab.to === current ? 'page' : undefined}
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
