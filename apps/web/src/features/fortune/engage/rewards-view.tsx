import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from '../../../app/router/route-context.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNear } from '../../../ui/use-near.ts';
import { InviteEntry } from '../invite/index.ts';
import parts from '../parts.module.css';
import type { Account } from '../queries.ts';
import { useAccountQuery } from '../queries-account.ts';
import { RedeemCard } from './redeem-card.tsx';
import styles from './rewards.module.css';
import { ShareCard } from './share-card.tsx';

/**
 * The live codes' form and list sit below the first screen of a phone (share to unlock and the gift code come first):
 * their code, and the codes' call, load as the card comes near. Its title is there at once, so #live scrolls to it.
 */
const LiveCodesBody = lazy(() => import('./live-codes.tsx'));

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

function LiveCodes({ account }: { account: Account }) {
  const { t } = useTranslation('fortune');
  const section = useRef<HTMLElement>(null);
  const near = useNear(section);
  const loading = (
    <div className={styles.form} data-testid="live-loading">
      <Skeleton height="0.74rem" radius="md" />
      <Skeleton height="0.74rem" radius="md" />
      <Skeleton height="0.48rem" radius="md" />
    </div>
  );
  return (
    <section ref={section} id="live" className={styles.card} aria-labelledby="live-title" data-testid="live-codes">
      <h2 id="live-title" className={parts.cardTitle}>
        {t('live.title')}
      </h2>
      <p className={parts.note}>{t('live.text')}</p>
      {near ? (
        <Suspense fallback={loading}>
          <LiveCodesBody account={account} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
