import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNear } from '../../../ui/use-near.ts';
import { LoadFailed } from '../load-failed.tsx';
import parts from '../parts.module.css';
import { useAccountQuery } from '../queries-account.ts';
import { InviteCard } from './invite-card.tsx';
import { useInviteConfQuery, useInviteSummaryQuery } from './queries-invite.ts';
import { SectionLoading } from './section-loading.tsx';
import { SummaryCard } from './summary-card.tsx';

/**
 * The sections under the link and the figures (their tabs, lists, rank, terms and the agent programme) sit below the
 * first screen of a phone: their code and their calls load as they come near.
 */
const InviteSections = lazy(() => import('./sections.tsx'));

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
      <NearSections>
        <InviteSections summary={summary.data} conf={conf} currency={currency} />
      </NearSections>
    </div>
  );
}

/** The sections' place: the tabs' and a card's shapes until it comes near, then the sections as they load. */
function NearSections({ children }: { children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNear(slot);
  const loading = (
    <>
      <Skeleton height="0.44rem" radius="lg" />
      <SectionLoading />
    </>
  );
  return (
    <div ref={slot} className={parts.stack} data-testid="invite-sections" data-near={near || undefined}>
      {near ? <Suspense fallback={loading}>{children}</Suspense> : loading}
    </div>
  );
}
