import { lazy, Suspense } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useParams } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import parts from './parts.module.css';
import styles from './play/play.module.css';
import { useGamesQuery } from './queries-games.ts';
import { FortuneFrame } from './shell/fortune-frame.tsx';

/** Each in-house game's screen is its own chunk: opening one loads none of the others. */
const RetigerGame = lazy(() => import('./play/retiger/retiger-game.tsx'));
const TurboGame = lazy(() => import('./play/turbo/turbo-game.tsx'));
/** A studio's game: its init conf says whether it is on (none are connected in the demo). */
const OtherGame = lazy(() => import('./play/other-game.tsx').then((m) => ({ default: m.OtherGame })));

/**
 * /fortune/play/$game: a game inside Fortune's frame (its gates, look and tabs), with a way back to the lobby. The
 * in-house games are drawn here; any other code asks its studio's init conf and shows why it cannot be played.
 */
export default function FortunePlayPage() {
  const { t } = useTranslation('fortune');
  const { game = '' } = useParams<{ game: string }>();
  const catalogue = useGamesQuery();
  const listed = catalogue.data?.games.find((g) => g.code === game);
  return (
    <FortuneFrame tab={undefined} screen={`play_${game}`}>
      <header className={styles.header}>
        <Link to="/fortune" className={styles.back} data-testid="play-back">
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.backIcon}>
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span>{t('lobby.play.back')}</span>
        </Link>
        <h1 className={styles.title} data-testid="play-title">
          {listed?.name ?? t('lobby.play.title')}
        </h1>
      </header>
      <Suspense fallback={<GameLoading />}>
        {game === 'retiger' ? (
          <RetigerGame />
        ) : game === 'turbo' ? (
          <TurboGame />
        ) : (
          <OtherGame
            code={game}
            provider={listed?.provider}
            listed={catalogue.data ? listed !== undefined : catalogue.isError ? false : undefined}
          />
        )}
      </Suspense>
    </FortuneFrame>
  );
}

function GameLoading() {
  const { t } = useTranslation();
  return (
    <div className={parts.stack} role="status" data-testid="game-loading">
      <span className="visually-hidden">{t('state.loading')}</span>
      <Skeleton height="3.2rem" radius="lg" />
      <Skeleton height="0.9rem" radius="lg" />
    </div>
  );
}
