import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import styles from './shell.module.css';

export type FortuneTab = 'home' | 'pay' | 'vip' | 'me';

const TABS: { id: FortuneTab; to: string; glyph: string }[] = [
  { id: 'home', to: '/fortune', glyph: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z' },
  { id: 'pay', to: '/fortune/money', glyph: 'M3 7h18v12H3zM3 11h18M16 15h2M6 7l9-3 2 3' },
  { id: 'vip', to: '/fortune?tab=vip', glyph: 'M6 4h12l3 5-9 11L3 9zM3 9h18M9 4l3 16M15 4l-3 16' },
  { id: 'me', to: '/fortune?tab=me', glyph: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6' },
];

/** Fortune's own bottom tabs: home, pay (money), VIP and me. */
export function FortuneTabBar({ active }: { active: FortuneTab | undefined }) {
  const { t } = useTranslation('fortune');
  return (
    <nav className={styles.tabbar} aria-label={t('tabs.label')}>
      {TABS.map(({ id, to, glyph }) => (
        <Link
          key={id}
          to={to}
          className={styles.tab}
          aria-current={id === active ? 'page' : undefined}
          data-testid={`fortune-tab-${id}`}
        >
          <svg viewBox="0 0 24 24" className={styles.tabIcon} aria-hidden="true">
            <path d={glyph} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span className={styles.tabLabel}>{t(`tabs.${id}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
