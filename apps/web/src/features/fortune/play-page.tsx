import { IN_HOUSE_GAME_NAMES, isInHouseGame } from '@arcadia/contract/games/in-house';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useParams } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import parts from './parts.module.css';
import styles from './play/play.module.css';
import { prefetchFortuneFrame } from './queries-account.ts';
import { FortuneFrame } from './shell/fortune-frame.tsx';

/** Each in-house game's screen is its own chunk: opening one loads none of the others. */
const RetigerGame = lazy(() => import('./play/retiger/retiger-game.tsx'));
const TurboGame = lazy(() => import('./play/turbo/turbo-game.tsx'));
/** A studio's game: the catalogue names it and its init conf says whether it is on (none are connected in the demo). */
const StudioGame = lazy(() => import('./play/studio-game.tsx'));

export const prefetch = prefetchFortuneFrame;

/**
 * /fortune/play/$game: a game inside Fortune's frame (its gates, look and tabs), with a way back to the lobby. The
 * in-house games are drawn here and titled by their published names (no catalogue call before play); any other code
 * asks the catalogue for its name and studio, then its studio's init conf, and shows why it cannot be played.
 */
export default function FortunePlayPage() {
  const { t } = useTranslation('fortune');
  const { game = '' } = useParams<{ game: string }>();
  const [studioName, setStudioName] = useState<string>();
  const title = isInHouseGame(game) ? IN_HOUSE_GAME_NAMES[game] : studioName;
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
          {title ?? t('lobby.play.title')}
        </h1>
      </header>
      <Suspense fallback={<GameLoading />}>
        {game === 'retiger' ? (
          <RetigerGame />
        ) : game === 'turbo' ? (
          <TurboGame />
        ) : (
          <StudioGame code={game} onName={setStudioName} />
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
