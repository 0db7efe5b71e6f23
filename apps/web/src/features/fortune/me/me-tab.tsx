import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from '../../../app/router/route-context.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { logout } from '../../../session/login.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNear } from '../../../ui/use-near.ts';
import { LoadFailed } from '../load-failed.tsx';
import type { Currency } from '../money.ts';
import parts from '../parts.module.css';
import { useAccountQuery, useRgQuery } from '../queries-account.ts';
import { ExclusionCard } from './exclusion-card.tsx';
import { LimitsCard } from './limits-card.tsx';
import { RealitySetting } from './reality-setting.tsx';

/** Below the responsible-gambling tools, off the first screen: their code and answers load as they come near. */
const MeMore = lazy(() => import('./more.tsx'));

/**
 * Leaving loads its code (Fortune's stored login, the stop flag) on the tap. Should that file not come, the session still
 * ends: the way out never depends on it.
 */
const stop = (locale: string) =>
  void import('../session-end.ts').then(
    (m) => m.stopPlaying(locale),
    () => logout({ to: `/${locale}/fortune` }),
  );

/**
 * Me: responsible-gambling tools first (limits, reality check, breaks), then fairness seeds, the bets of every game
 * and the wheel and lottery draws, then the way out.
 */
export default function MeTab() {
  const { t, locale } = useTranslation('fortune');
  const account = useAccountQuery();
  const rg = useRgQuery();
  const { hash } = useLocation();
  const ready = rg.data !== undefined;

  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);

  if (!account.data) return null;
  return (
    <div className={parts.stack}>
      {rg.isPending ? (
        <div className={parts.stack} data-testid="rg-loading">
          <Skeleton height="2rem" radius="lg" />
          <Skeleton height="1rem" radius="lg" />
        </div>
      ) : null}
      {rg.isError ? <LoadFailed onRetry={() => void rg.refetch()} testId="rg-retry" /> : null}
      {rg.data ? (
        <>
          <LimitsCard rg={rg.data} currency={account.data.currency} />
          <RealitySetting minutes={rg.data.reality_check_minutes} />
          <ExclusionCard rg={rg.data} />
        </>
      ) : null}
      <NearMore currency={account.data.currency} />
      <Button variant="ghost" block onClick={() => stop(locale)} data-testid="fortune-logout">
        {t('me.logout')}
      </Button>
    </div>
  );
}

function NearMore({ currency }: { currency: Currency }) {
  const block = useRef<HTMLDivElement>(null);
  const near = useNear(block);
  const loading = (
    <div className={parts.stack} data-testid="me-more-loading">
      <Skeleton height="1.6rem" radius="lg" />
      <Skeleton height="1.6rem" radius="lg" />
    </div>
  );
  return (
    <div ref={block} className={parts.stack} data-testid="me-more">
      {near ? (
        <Suspense fallback={loading}>
          <MeMore currency={currency} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
