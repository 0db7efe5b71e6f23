import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import styles from './home.module.css';

/**
 * The sub-brand's other screens of the spec (share, new plan): each tile says what it is and links to where it
 * lives (the invite program and the newbie plan have their own issue).
 */
const TILES = [
  { id: 'share', to: '/share', glyph: 'M16 6l-4-4-4 4M12 2v13M5 12v8h14v-8' },
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
