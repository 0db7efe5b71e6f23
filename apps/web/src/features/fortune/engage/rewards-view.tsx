import { useEffect } from 'react';
import { useLocation } from '../../../app/router/route-context.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { InviteEntry } from '../invite/index.ts';
import parts from '../parts.module.css';
import type { Account } from '../queries.ts';
import { useAccountQuery } from '../queries-account.ts';
import { LiveCodes } from './live-codes.tsx';
import { RedeemCard } from './redeem-card.tsx';
import { ShareCard } from './share-card.tsx';

/**
 * /fortune?tab=rewards, reached from home's tiles: share to unlock, redeem a gift code, and the streamer's live codes;
 * a way on to invites and agents (?tab=invite).
 * Kept off home so home stays the balance, the games and what is running now.
 */
export default function RewardsScreen() {
  const account = useAccountQuery();
  if (!account.data) {
    return (
      <div className={parts.stack} data-testid="rewards-loading">
        <Skeleton height="1.6rem" radius="lg" />
        <Skeleton height="1rem" radius="lg" />
      </div>
    );
  }
  return <RewardsView account={account.data} />;
}

function RewardsView({ account }: { account: Account }) {
  const { t } = useTranslation('fortune');
  const { hash } = useLocation();

  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <div className={parts.stack} data-testid="rewards-view">
      <p className={parts.note}>{t('rewards.text')}</p>
      <InviteEntry />
      <ShareCard currency={account.currency} />
      <RedeemCard currency={account.currency} />
      <LiveCodes account={account} />
    </div>
  );
}
