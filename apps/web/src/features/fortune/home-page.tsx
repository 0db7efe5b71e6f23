import { lazy, Suspense } from 'react';
import { useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { HomeTab } from './home/home-tab.tsx';
import { useRememberInviteCode } from './invite/invite-code.ts';
import parts from './parts.module.css';
import { prefetchFortuneFrame } from './queries-account.ts';
import { FortuneFrame } from './shell/fortune-frame.tsx';
import { FortuneMark } from './shell/fortune-logo.tsx';
import styles from './shell/shell.module.css';
import type { FortuneTab } from './shell/tab-bar.tsx';

/** The VIP and me screens load when first opened: /fortune lands on home. */
const VipTab = lazy(() => import('./vip/vip-tab.tsx').then((m) => ({ default: m.VipTab })));
const MeTab = lazy(() => import('./me/me-tab.tsx').then((m) => ({ default: m.MeTab })));
/** Invites and agents (?tab=invite), reached from the rewards screen. */
const InviteView = lazy(() => import('./invite/invite-view.tsx'));

type HomeTabId = Extract<FortuneTab, 'home' | 'vip' | 'me'> | 'rewards' | 'invite';
const TABS: readonly HomeTabId[] = ['home', 'vip', 'me', 'rewards', 'invite'];

export function homeTab(raw: string | null): HomeTabId {
  return TABS.includes(raw as HomeTabId) ? (raw as HomeTabId) : 'home';
}

export const prefetch = prefetchFortuneFrame;

/**
 * /fortune: the sub-brand's landing, with its home, VIP and me screens chosen by ?tab=home|vip|me; ?tab=rewards (share,
 * gift codes, live codes) is reached from home's tiles and ?tab=invite (invites and agents) from rewards; neither
 * highlights a tab. An invite link (?invite=<code>) lands here: its code is kept for the join screen.
 */
export default function FortuneHomePage() {
  const { t } = useTranslation('fortune');
  const tab = homeTab(useSearch().get('tab'));
  useRememberInviteCode();
  return (
    <FortuneFrame tab={tab === 'rewards' || tab === 'invite' ? undefined : tab} screen={tab}>
      <header className={styles.brand}>
        <FortuneMark size="0.4rem" />
        <h1 className={styles.brandTitle}>{tab === 'invite' ? t('invite.title') : t(`screens.${tab}`)}</h1>
      </header>
      {tab === 'vip' || tab === 'me' || tab === 'invite' ? (
        <Suspense fallback={<TabLoading />}>
          {tab === 'vip' ? <VipTab /> : tab === 'me' ? <MeTab /> : <InviteView />}
        </Suspense>
      ) : (
        <HomeTab />
      )}
    </FortuneFrame>
  );
}

function TabLoading() {
  const { t } = useTranslation();
  return (
    <div className={parts.stack} role="status" data-testid="tab-loading">
      <span className="visually-hidden">{t('state.loading')}</span>
      <Skeleton height="1.6rem" radius="lg" />
      <Skeleton height="1rem" radius="lg" />
    </div>
  );
}
