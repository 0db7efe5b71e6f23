import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import styles from './home.module.css';

/**
 * The sub-brand's other screens: share to unlock and gift codes (Fortune's rewards screen), the new plan (the app's
 * newbie plan has its own issue) and the limits. Each tile says what it is and links to where it lives.
 */
const TILES = [
  { id: 'share', to: '/fortune?tab=rewards#share', glyph: 'M16 6l-4-4-4 4M12 2v13M5 12v8h14v-8' },
  {
    id: 'codes',
    to: '/fortune?tab=rewards#codes',
    glyph:
      'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8H8.5a2.5 2.5 0 1 1 0-5C11 3 12 8 12 8zM12 8h3.5a2.5 2.5 0 1 0 0-5C13 3 12 8 12 8z',
  },
  { id: 'plan', to: '/activity/newbie', glyph: 'M5 4h14v16H5zM9 9h6M9 13h6M9 17h3' },
  { id: 'limits', to: '/fortune?tab=me#limits', glyph: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z' },
] as const;

export function HomeTiles() {
  const { t } = useTranslation('fortune');
  return (
    <nav className={styles.tiles} aria-label={t('tiles.label')}>
      {TILES.map((tile) => (
        <Link key={tile.id} to={tile.to} className={styles.tile} data-testid={`tile-${tile.id}`}>
          <svg viewBox="0 0 24 24" className={styles.tileIcon} aria-hidden="true">
            <path d={tile.glyph} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span className={styles.tileTitle}>{t(`tiles.${tile.id}.title`)}</span>
          <span className={styles.tileText}>{t(`tiles.${tile.id}.text`)}</span>
        </Link>
      ))}
    </nav>
  );
}
