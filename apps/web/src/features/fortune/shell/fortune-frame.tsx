import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { reportAction, useAccountQuery, useCountriesQuery, useLoggedIn } from '../queries.ts';
import { STOPPED_KEY } from '../session-end.ts';
import { ExclusionBanner } from './exclusion-banner.tsx';
import { FortuneMark } from './fortune-logo.tsx';
import { JoinScreen } from './join-screen.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { RealityCheck } from './reality-check.tsx';
import styles from './shell.module.css';
import { type FortuneTab, FortuneTabBar } from './tab-bar.tsx';
import './fortune-theme.css';
import { Unavailable } from './unavailable.tsx';
import { useFortuneRoot } from './use-fortune-root.ts';

interface FrameProps {
  tab: FortuneTab | undefined;
  /** Name of the screen for the attribution event. */
  screen: string;
  /** Public pages (the verifier) render without the market, login and join gates. */
  open?: boolean;
  children: ReactNode;
}

/**
 * Every Fortune page: its theme and head, its bottom tabs, and the gates in order: is Fortune open in this market,
 * is the player logged in (Fortune's login dialog otherwise), have they joined (the join screen otherwise). Inside,
 * a pause on play is shown on every page and the reality check runs.
 */
export function FortuneFrame({ tab, screen, open = false, children }: FrameProps) {
  useFortuneRoot();
  return (
    <div className={`fortune ${styles.frame}`} data-testid="fortune-frame">
      {open ? children : <Gates screen={screen}>{children}</Gates>}
      <FortuneTabBar active={tab} />
    </div>
  );
}

function Gates({ screen, children }: { screen: string; children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const countries = useCountriesQuery();
  const account = useAccountQuery(loggedIn && countries.data?.available === true);
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
      {account.data.exclusion ? <ExclusionBanner exclusion={account.data.exclusion} /> : null}
      {children}
      <RealityCheck account={account.data} />
    </>
  );
}

function stoppedThisSession(): boolean {
  try {
    return sessionStorage.getItem(STOPPED_KEY) === '1';
  } catch {
    return false;
  }
}

/** No user id stored: Fortune's login dialog opens by itself (not after the player chose "stop" in this session). */
function LoginGate() {
  const { t } = useTranslation('fortune');
  const [open, setOpen] = useState(() => !stoppedThisSession());
  return (
    <div className={styles.centered} data-testid="fortune-login-gate">
      <Empty
        art={<FortuneMark size="0.72rem" />}
        title={t('login.gateTitle')}
        description={t('login.gateText')}
        action={
          <Button size="lg" onClick={() => setOpen(true)} data-testid="fortune-login-open">
            {t('login.open')}
          </Button>
        }
      />
      <LoginDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

function FrameLoading() {
  return (
    <div className={styles.stack} data-testid="fortune-loading">
      <Skeleton height="1.2rem" radius="lg" />
      <Skeleton height="2.4rem" radius="lg" />
      <Skeleton height="0.8rem" radius="lg" />
    </div>
  );
}
