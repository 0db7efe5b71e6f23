import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNear } from '../../../ui/use-near.ts';
import type { Currency } from '../money.ts';
import parts from '../parts.module.css';

/** The lobby's code loads when its section comes near the screen: /fortune's first load stays as it was. */
const Lobby = lazy(() => import('./lobby.tsx'));

export { SETTLE_MS } from '../../../ui/use-near.ts';

/** The games section of Fortune's home: the lobby (search, categories, games, recent, ranking), loaded on approach. */
export function GamesSection({ currency }: { currency: Currency }) {
  const { t } = useTranslation('fortune');
  const section = useRef<HTMLElement>(null);
  const near = useNear(section);
  return (
    <section
      ref={section}
      id="games"
      className={parts.card}
      aria-labelledby="games-title"
      data-testid="games-section"
      data-near={near || undefined}
    >
      <h2 id="games-title" className={parts.cardTitle}>
        {t('lobby.title')}
      </h2>
      {near ? (
        <Suspense fallback={<LobbyLoading />}>
          <Lobby currency={currency} />
        </Suspense>
      ) : (
        <LobbyLoading />
      )}
    </section>
  );
}

function LobbyLoading() {
  return (
    <div className={parts.stack} data-testid="lobby-loading">
      <Skeleton height="0.44rem" radius="md" />
      <Skeleton height="1.6rem" radius="lg" />
    </div>
  );
}
