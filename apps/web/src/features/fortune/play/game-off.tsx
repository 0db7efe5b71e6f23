import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Empty } from '../../../ui/empty.tsx';
import parts from '../parts.module.css';

/**
 * A game that cannot be played here: its studio is not connected, it is not built yet, an operator switched it off
 * (docs/ops.md "Game settings"), or it is unknown. Most visits open a game that is on, so the games load this
 * lazily (the play page's Suspense shows the game's loading state meanwhile).
 */
export default function GameOff({ reason }: { reason: 'provider_off' | 'not_built' | 'game_off' | null | undefined }) {
  const { t } = useTranslation('fortune');
  const why =
    reason === 'provider_off'
      ? t('lobby.play.providerOff')
      : reason === 'not_built'
        ? t('lobby.play.notBuilt')
        : reason === 'game_off'
          ? t('lobby.play.gameOff')
          : t('lobby.play.unknown');
  return (
    <div data-testid="game-off" data-reason={reason ?? 'unknown'}>
      <Empty
        title={t('lobby.play.offTitle')}
        description={why}
        action={
          <Link to="/fortune" className={parts.cta}>
            {t('lobby.play.more')}
          </Link>
        }
      />
    </div>
  );
}
