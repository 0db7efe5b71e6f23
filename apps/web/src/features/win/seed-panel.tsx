import { useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useRotateSeedsMutation, useWinSeedsQuery } from './queries.ts';
import styles from './win.module.css';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const randomSeed = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => ALPHABET[b % ALPHABET.length]).join('');

/**
 * The seed pair every win-game draw comes from: the server seed's hash (committed before play), the client seed and
 * the next nonce. Rotating reveals the server seed, so every round played with it can be verified in the history.
 */
export default function SeedPanel() {
  const { t } = useTranslation('win');
  const seeds = useWinSeedsQuery();
  const rotate = useRotateSeedsMutation();
  const [clientSeed, setClientSeed] = useState(randomSeed);
  const [message, setMessage] = useState('');
  if (seeds.isPending) return <Skeleton height="1.2rem" radius="md" />;
  if (seeds.isError) return null;
  const { active, revealed } = seeds.data;
  const valid = /^[A-Za-z0-9_-]{1,64}$/.test(clientSeed);
  return (
    <div className={styles.seeds} data-testid="win-seeds">
      <p className={styles.muted}>{t('fair.lead')}</p>
      <dl className={styles.proof}>
        <dt>{t('fair.serverHash')}</dt>
        <dd data-testid="win-seed-hash">{active.server_seed_hash}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd>{active.client_seed}</dd>
        <dt>{t('fair.nonce')}</dt>
        <dd>{active.nonce}</dd>
      </dl>
      <Input
        label={t('fair.newClientSeed')}
        value={clientSeed}
        onChange={(e) => setClientSeed(e.target.value)}
        maxLength={64}
      />
      <Button
        variant="secondary"
        disabled={!valid}
        loading={rotate.isPending}
        onClick={() =>
          rotate.mutate(clientSeed, {
            onSuccess: () => {
              setMessage(t('fair.rotated'));
              setClientSeed(randomSeed());
            },
            onError: (e) => setMessage(apiErrorText(e)),
          })
        }
        data-testid="win-rotate"
      >
        {t('fair.rotate')}
      </Button>
      {message ? (
        <p className={styles.muted} role="status">
          {message}
        </p>
      ) : null}
      {revealed.length > 0 ? (
        <details>
          <summary className={styles.summary}>{t('fair.revealed', { count: revealed.length })}</summary>
          <ul className={styles.revealed}>
            {revealed.map((r) => (
              <li key={r.server_seed_hash}>
                <code>{r.server_seed}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
