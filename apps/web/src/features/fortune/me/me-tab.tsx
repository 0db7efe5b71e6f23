import { useEffect } from 'react';
import { useLocation } from '../../../app/router/route-context.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import parts from '../parts.module.css';
import { useAccountQuery, useRgQuery } from '../queries-account.ts';
import { stopPlaying } from '../session-end.ts';
import { ExclusionCard } from './exclusion-card.tsx';
import { HistoryList } from './history-list.tsx';
import { LimitsCard } from './limits-card.tsx';
import { MyBets } from './my-bets.tsx';
import { RealitySetting } from './reality-setting.tsx';
import { SeedsCard } from './seeds-card.tsx';

/**
 * Me: responsible-gambling tools first (limits, reality check, breaks), then fairness seeds, the bets of every game
 * and the wheel and lottery draws.
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
      <SeedsCard />
      <MyBets currency={account.data.currency} />
      <HistoryList currency={account.data.currency} />
      <Button variant="ghost" block onClick={() => stopPlaying(locale)} data-testid="fortune-logout">
        {t('me.logout')}
      </Button>
    </div>
  );
}
