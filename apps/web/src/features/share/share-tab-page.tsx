import { useNavigate } from '../../app/router/navigation.ts';
import { useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { LevelPanel, RulePanel, WeekPanel } from './panels-info.tsx';
import { BonusPanel, HistoryPanel } from './panels-lists.tsx';
import { useLoggedIn } from './queries.ts';
import styles from './share.module.css';
import { LoginFirst } from './states.tsx';
import { SHARE_TABS, type ShareTab, tabOf } from './tab-ids.ts';

/** /shareTab: the share area as tabs (history, rule, level, week, bonus); `?tab=` picks one. */
export default function ShareTabPage() {
  const { t } = useTranslation('share');
  const search = useSearch();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const tab = tabOf(search.get('tab'));
  const select = (next: ShareTab) => navigate(`/shareTab?tab=${next}`, { replace: true });
  const needsLogin = tab !== 'rule' && tab !== 'level';
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="share-tab-page">
      <h1 id="page-title" className={styles.title}>
        {t('tabsTitle')}
      </h1>
      <Tabs
        id="share-tabs"
        label={t('tabsTitle')}
        items={SHARE_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
        onChange={select}
      />
      <TabPanel tabsId="share-tabs" value={tab} className={styles.tabBody}>
        {needsLogin && !loggedIn ? (
          <LoginFirst backUrl={`/shareTab?tab=${tab}`} />
        ) : tab === 'history' ? (
          <HistoryPanel />
        ) : tab === 'rule' ? (
          <RulePanel />
        ) : tab === 'level' ? (
          <LevelPanel />
        ) : tab === 'week' ? (
          <WeekPanel />
        ) : (
          <BonusPanel />
        )}
      </TabPanel>
    </section>
  );
}
