import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { TabPanel, Tabs } from '../../../ui/tabs.tsx';
import { LoadFailed } from '../load-failed.tsx';
import parts from '../parts.module.css';
import { useAccountQuery } from '../queries-account.ts';
import { AgentSection } from './agent-section.tsx';
import { InviteCard } from './invite-card.tsx';
import { InviteesList, RewardsList } from './lists.tsx';
import { useInviteConfQuery, useInviteSummaryQuery } from './queries-invite.ts';
import { RankCard } from './rank-card.tsx';
import { SummaryCard } from './summary-card.tsx';
import { TermsCard } from './terms-card.tsx';

const SECTIONS = ['friends', 'rewards', 'rank', 'terms', 'agent'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * /fortune?tab=invite: the player's invite link and code, their team's figures, then one section at a time: the
 * friends who joined, the daily rewards, the weekly rank, the programme's terms, and the agent programme (the
 * application, or an agent's links, reports and sub-agents).
 */
export default function InviteView() {
  const { t } = useTranslation('fortune');
  const account = useAccountQuery();
  const summary = useInviteSummaryQuery();
  const conf = useInviteConfQuery();
  const [section, setSection] = useState<Section>('friends');
  if (!account.data) return null;
  if (!summary.data) {
    if (summary.isError) return <LoadFailed onRetry={() => void summary.refetch()} testId="invite-retry" />;
    return (
      <div className={parts.stack} role="status" data-testid="invite-loading">
        <span className="visually-hidden">{t('invite.loading')}</span>
        <Skeleton height="1.6rem" radius="lg" />
        <Skeleton height="1.2rem" radius="lg" />
      </div>
    );
  }
  const currency = account.data.currency;
  return (
    <div className={parts.stack} data-testid="invite-view">
      <p className={parts.note}>{t('invite.text')}</p>
      <InviteCard link={summary.data.link} />
      <SummaryCard summary={summary.data} conf={conf.data} currency={currency} />
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
        {section === 'agent' ? <AgentSection summary={summary.data} conf={conf} currency={currency} /> : null}
      </TabPanel>
    </div>
  );
}
