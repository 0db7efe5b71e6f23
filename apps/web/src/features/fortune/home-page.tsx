import { Suspense, useEffect } from 'react';
import { useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import parts from './parts.module.css';
import { prefetchFortuneFrame } from './queries-account.ts';
import { loadScreen, screenComponent, screenOf } from './screens.ts';
import { FortuneFrame } from './shell/fortune-frame.tsx';
import { FortuneMark } from './shell/fortune-logo.tsx';
import styles from './shell/shell.module.css';

/** The first screen's code comes with the frame's first calls, so the first render draws it without a fallback. */
export const prefetch = (userId: number) =>
  Promise.all([
    prefetchFortuneFrame(userId),
    loadScreen(screenOf(new URLSearchParams(window.location.search).get('tab'))).catch(() => undefined),
  ]);

/**
 * /fortune: the sub-brand's landing, with its home, VIP and me screens chosen by ?tab=home|vip|me; ?tab=rewards (share,
 * gift codes, live codes) is reached from home's tiles and ?tab=invite (invites and agents) from rewards; neither
 * highlights a tab. An invite link (?invite=<code>) lands here: its code is kept for the join screen.
 */
export default function FortuneHomePage() {
  const { t } = useTranslation('fortune');
  const search = useSearch();
  const tab = screenOf(search.get('tab'));
  const Screen = screenComponent(tab);
  useRememberInviteCode(search.get('invite'));
  return (
    <FortuneFrame tab={tab === 'rewards' || tab === 'invite' ? undefined : tab} screen={tab}>
      <header className={styles.brand}>
        <FortuneMark size="0.4rem" />
        <h1 className={styles.brandTitle}>{tab === 'invite' ? t('invite.title') : t(`screens.${tab}`)}</h1>
      </header>
      <Suspense fallback={<TabLoading />}>
        <Screen />
      </Suspense>
    </FortuneFrame>
  );
}

/** An invite link's code is kept for the join screen; the code's module loads only on such a link. */
function useRememberInviteCode(code: string | null) {
  useEffect(() => {
    // Should the file not load, the join screen still reads the code from the address while it is there.
    if (code)
      import('./invite/invite-code.ts').then(
        (m) => m.rememberInviteCode(code),
        () => undefined,
      );
  }, [code]);
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
