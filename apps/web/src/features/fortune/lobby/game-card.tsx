import { Link } from '../../../app/router/link.tsx';
import { type DynamicKey, type Translate, useTranslation } from '../../../i18n/i18n.ts';
import type { Game } from '../queries-games.ts';
import styles from './lobby.module.css';

/** The studios' names (brand names; the in-house studio's is translated). */
function providerName(id: string, t: Translate<'fortune'>): string {
  const key = `lobby.providers.${id}`;
  const name = t(key as DynamicKey);
  return name === key ? id : name;
}

/**
 * A game: its artwork, name, studio and published RTP open its page; a provably fair game also links to the verifier.
 * `compact` is the recent row's smaller card.
 */
export function GameCard({ game, compact = false }: { game: Game; compact?: boolean }) {
  const { t } = useTranslation('fortune');
  const fair = game.tags.includes('fair');
  const flag = game.tags.includes('hot') ? 'hot' : game.tags.includes('new') ? 'new' : null;
  return (
    <li
      className={compact ? styles.cardCompact : styles.card}
      data-testid={`${compact ? 'recent' : 'game'}-${game.code}`}
    >
      <Link to={`/fortune/play/${game.code}`} className={styles.cardLink}>
        <span className={styles.artBox}>
          <img src={game.art} alt="" width="160" height="120" loading="lazy" decoding="async" className={styles.art} />
          {flag ? <span className={styles.flag}>{t(`lobby.tag.${flag}`)}</span> : null}
        </span>
        <span className={styles.name}>{game.name}</span>
        {compact ? null : <span className={styles.provider}>{providerName(game.provider, t)}</span>}
        {!compact && game.rtp ? (
          <span className={styles.rtp} data-testid={`rtp-${game.code}`}>
            {t('lobby.rtp', { rtp: game.rtp })}
          </span>
        ) : null}
      </Link>
      {fair && !compact ? (
        <Link
          to="/fortune/test"
          className={styles.fair}
          aria-label={t('lobby.fairLabel', { name: game.name })}
          data-testid={`fair-${game.code}`}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.fairIcon}>
            <path
              d="M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6zM8.5 12l2.5 2.5 4.5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {t('lobby.fair')}
        </Link>
      ) : null}
    </li>
  );
}
