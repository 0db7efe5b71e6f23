import { useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { HomeTab } from './home/home-tab.tsx';
import { MeTab } from './me/me-tab.tsx';
import { FortuneFrame } from './shell/fortune-frame.tsx';
import { FortuneMark } from './shell/fortune-logo.tsx';
import styles from './shell/shell.module.css';
import type { FortuneTab } from './shell/tab-bar.tsx';
import { VipTab } from './vip/vip-tab.tsx';

type HomeTabId = Extract<FortuneTab, 'home' | 'vip' | 'me'> | 'rewards';
const TABS: readonly HomeTabId[] = ['home', 'vip', 'me', 'rewards'];

export function homeTab(raw: string | null): HomeTabId {
  return TABS.includes(raw as HomeTabId) ? (raw as HomeTabId) : 'home';
}

/**
 * /fortune: the sub-brand's landing, with its home, VIP and me screens chosen by ?tab=home|vip|me; ?tab=rewards (share,
 * gift codes, live codes) is reached from home's tiles and highlights no tab.
 */
export default function FortuneHomePage() {
  const { t } = useTranslation('fortune');
  const tab = homeTab(useSearch().get('tab'));
  return (
    <FortuneFrame tab={tab === 'rewards' ? undefined : tab} screen={tab}>
      <header className={styles.brand}>
        <FortuneMark size="0.4rem" />
        <h1 className={styles.brandTitle}>{t(`screens.${tab}`)}</h1>
      </header>
      {tab === 'vip' ? <VipTab /> : tab === 'me' ? <MeTab /> : <HomeTab />}
    </FortuneFrame>
  );
}
