import { useState } from 'react';
import { apiErrorText } from '../../../api/client.ts';
import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import parts from '../parts.module.css';
import type { Seeds } from '../queries.ts';
import { useRotateSeedMutation, useSeedsQuery } from '../queries-me.ts';
import { randomClientSeed } from '../use-intent-key.ts';
import { verifyHref } from '../verify-link.ts';
import styles from './me.module.css';

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The provably fair seed pair: the committed hash of the server seed, the player's client seed and the next nonce;
 * rotating reveals the old server seed (so every draw made with it can be checked) and starts a new pair.
 */
export function SeedsCard() {
  const { t } = useTranslation('fortune');
  const seeds = useSeedsQuery();
  return (
    <section className={styles.card} aria-labelledby="seeds-title" data-testid="seeds-card">
      <h2 id="seeds-title" className={parts.cardTitle}>
        {t('seeds.title')}
      </h2>
      <p className={parts.note}>{t('seeds.text')}</p>
      {seeds.isPending ? <Skeleton height="1rem" radius="md" /> : null}
      {seeds.isError ? <LoadFailed onRetry={() => void seeds.refetch()} testId="seeds-retry" /> : null}
      {seeds.data ? <SeedPair seeds={seeds.data} /> : null}
    </section>
  );
}

function SeedPair({ seeds }: { seeds: Seeds }) {
  const { t } = useTranslation('fortune');
  const rotate = useRotateSeedMutation();
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const valid = CLIENT_SEED.test(clientSeed);
  const revealed = rotate.data?.revealed;
  return (
    <>
      <dl className={styles.seed}>
        <dt>{t('seeds.hash')}</dt>
        <dd className={parts.mono} data-testid="seed-hash">
          {seeds.active.server_seed_hash}
        </dd>
        <dt>{t('seeds.client')}</dt>
        <dd className={parts.mono}>{seeds.active.client_seed}</dd>
        <dt>{t('seeds.nonce')}</dt>
        <dd>{seeds.active.nonce}</dd>
      </dl>
      <Input
        label={t('seeds.newClient')}
        value={clientSeed}
        onChange={(event) => setClientSeed(event.target.value.trim())}
        error={clientSeed && !valid ? t('seeds.badClient') : undefined}
        hint={t('seeds.newClientHint')}
        data-testid="seed-client-input"
      />
      <Button
        variant="secondary"
        block
        disabled={!valid}
        loading={rotate.isPending}
        onClick={() => rotate.mutate(clientSeed, { onSuccess: () => setClientSeed(randomClientSeed()) })}
        data-testid="seed-rotate"
      >
        {t('seeds.rotate')}
      </Button>
      {rotate.isError ? (
        <p className={parts.error} role="alert">
          {apiErrorText(rotate.error)}
        </p>
      ) : null}
      {revealed?.server_seed ? (
        <p className={styles.pending} role="status" data-testid="seed-revealed">
          {t('seeds.revealedNow')} <span className={parts.mono}>{revealed.server_seed}</span>
        </p>
      ) : null}
      {seeds.revealed.length > 0 ? (
        <details className={styles.details}>
          <summary>{t('seeds.previous')}</summary>
          <ul className={parts.list}>
            {seeds.revealed.map((pair) => (
              <li key={pair.server_seed_hash} className={styles.revealed}>
                <span className={parts.mono}>{pair.server_seed}</span>
                <span className={parts.note}>
                  {t('seeds.pairInfo', { client: pair.client_seed, nonce: pair.nonce })}
                </span>
                <Link to={verifyHref(pair)} className={parts.textLink}>
                  {t('seeds.verify')}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
