import { lazy } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import parts from '../parts.module.css';
import { initCallFor, useGameInitQuery } from '../queries-games.ts';

/** Shown only when the game cannot be played: its code loads then. */
const GameOff = lazy(() => import('./game-off.tsx'));

interface OtherGameProps {
  code: string;
  /** The game's studio when the catalogue lists it. */
  provider: string | undefined;
  /** Whether the catalogue lists the game (undefined while it loads). */
  listed: boolean | undefined;
}

/**
 * A game this app does not draw itself: its studio's init conf says whether it is on and why not. A game the
 * catalogue does not list (unknown, or its studio is off here) is not available, without asking.
 */
export function OtherGame({ code, provider, listed }: OtherGameProps) {
  const { t } = useTranslation('fortune');
  const askable = initCallFor(code, provider) !== undefined;
  const init = useGameInitQuery(code, provider, askable);
  if (!askable) {
    if (listed === undefined) return <Skeleton height="1.6rem" radius="lg" />;
    return <GameOff reason={null} />;
  }
  if (init.isPending) return <Skeleton height="1.6rem" radius="lg" />;
  if (init.isError || !init.data) return <LoadFailed onRetry={() => void init.refetch()} testId="game-init-retry" />;
  const { data } = init;
  if (!data.enabled || !data.launch) return <GameOff reason={data.reason} />;
  // A studio that is on hosts its own game: it opens at the launch address the server made for this player.
  return (
    <div className={parts.card} data-testid="game-launch">
      <p className={parts.note}>{t('lobby.play.studio')}</p>
      <a
        href={data.launch.url}
        className={buttonClassName({ block: true })}
        rel="noopener"
        data-testid="game-launch-link"
      >
        {t('lobby.play.open')}
      </a>
    </div>
  );
}
