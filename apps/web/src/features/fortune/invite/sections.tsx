import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { TabPanel, Tabs } from '../../../ui/tabs.tsx';
import type { Currency } from '../money.ts';
import parts from '../parts.module.css';
import { InviteesList, RewardsList } from './lists.tsx';
import type { InviteSummary } from './queries-invite.ts';
import { RankCard } from './rank-card.tsx';
import { SectionLoading } from './section-loading.tsx';
import { type ConfQuery, TermsCard } from './terms-card.tsx';

/** The agent programme (its forms, an agent's links and reports) loads when its tab is chosen. */
const AgentSection = lazy(() => import('./agent-section.tsx').then((m) => ({ default: m.AgentSection })));

const SECTIONS = ['friends', 'rewards', 'rank', 'terms', 'agent'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The invite screen below its first screen, one section at a time: the friends who joined, the daily rewards, the
 * weekly rank, the programme's terms, and the agent programme (the application, or an agent's links, reports and
 * sub-agents). Loaded as it comes near (invite-view.tsx).
 */
export default function InviteSections({
  summary,
  conf,
  currency,
}: {
  summary: InviteSummary;
  conf: ConfQuery;
  currency: Currency;
}) {
  const { t } = useTranslation('fortune');
  const [section, setSection] = useState<Section>('friends');
  return (
    <>
      <Tabs
        id="invite-sections"
        label={t('invite.sections.label')}
        variant="pill"
        items={SECTIONS.map((value) => ({ value, label: t(`invite.sections.${value}`) }))}
        value={section}
        onChange={setSection}
      />
      <TabPanel tabsId="invite-sections" value={section} className={parts.stack}>
        {section === 'friends' ? <InviteesList currency={currency} /> : null}
        {section === 'rewards' ? <RewardsList currency={currency} /> : null}
        {section === 'rank' ? <RankCard currency={currency} /> : null}
        {section === 'terms' ? <TermsCard conf={conf} currency={currency} /> : null}
        {section === 'agent' ? (
          <Suspense fallback={<SectionLoading />}>
            <AgentSection summary={summary} conf={conf} currency={currency} />
          </Suspense>
        ) : null}
      </TabPanel>
    </>
  );
}
