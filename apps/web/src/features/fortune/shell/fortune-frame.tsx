import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { reportAction, useAccountQuery, useCountriesQuery } from '../queries-account.ts';
import { useLoggedIn } from '../queries-session.ts';
import { FortuneBaseFrame } from './frame-base.tsx';
import { RealityCheck } from './reality-check.tsx';
import styles from './shell.module.css';
import type { FortuneTab } from './tab-bar.tsx';

/** The gates' screens: a joined player in an open market never sees them, so their code loads only when one shows. */
const Unavailable = lazy(() => import('./unavailable.tsx').then((m) => ({ default: m.Unavailable })));
const LoginGate = lazy(() => import('./login-gate.tsx').then((m) => ({ default: m.LoginGate })));
const JoinScreen = lazy(() => import('./join-screen.tsx').then((m) => ({ default: m.JoinScreen })));
/** Shown only during a time-out or self-exclusion. */
const ExclusionBanner = lazy(() => import('./exclusion-banner.tsx').then((m) => ({ default: m.ExclusionBanner })));

interface FrameProps {
  tab: FortuneTab | undefined;
  /** Name of the screen for the attribution event. */
  screen: string;
  children: ReactNode;
}

/**
 * Every Fortune page but the public verifier: its theme, head and bottom tabs (`FortuneBaseFrame`), and the gates in
 * order: is Fortune open in this market, is the player logged in (Fortune's login dialog otherwise), have they joined
 * (the join screen otherwise). Inside, a pause on play is shown on every page and the reality check runs.
 */
export function FortuneFrame({ tab, screen, children }: FrameProps) {
  return (
    <FortuneBaseFrame tab={tab}>
      <Suspense fallback={<FrameLoading />}>
        <Gates screen={screen}>{children}</Gates>
      </Suspense>
    </FortuneBaseFrame>
  );
}

function Gates({ screen, children }: { screen: string; children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const countries = useCountriesQuery();
  // Asked beside the market's answer, not after it: one round trip less before every Fortune page (the snapshot
  // moves nothing and answers for a closed market too).
  const account = useAccountQuery(loggedIn);
  const joined = account.data?.registered === true;

  useEffect(() => {
    if (joined) reportAction('page_view', { screen });
  }, [joined, screen]);

  if (countries.isPending) return <FrameLoading />;
  if (countries.isError) return <LoadFailed onRetry={() => void countries.refetch()} />;
  if (!countries.data.available) return <Unavailable countries={countries.data} />;
  if (!loggedIn) return <LoginGate />;
  if (account.isPending) return <FrameLoading />;
  if (account.isError) return <LoadFailed onRetry={() => void account.refetch()} />;
  if (!account.data.available) return <Unavailable countries={countries.data} />;
  if (!account.data.registered) return <JoinScreen />;
  return (
    <>
      {account.data.exclusion ? (
        <Suspense fallback={null}>
          <ExclusionBanner exclusion={account.data.exclusion} />
        </Suspense>
      ) : null}
      {children}
      <RealityCheck account={account.data} />
    </>
  );
}

/** Waiting for the gates' answers, or for a gate screen's code. */
function FrameLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.stack} role="status" data-testid="fortune-loading">
      <span className="visually-hidden">{t('state.loading')}</span>
      <Skeleton height="1.2rem" radius="lg" />
      <Skeleton height="2.4rem" radius="lg" />
      <Skeleton height="0.8rem" radius="lg" />
    </div>
  );
}
