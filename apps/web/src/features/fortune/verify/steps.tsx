import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import type { Draw, PrizeRow, Tier } from '../queries.ts';
import type { VerifyGame } from './compute.ts';
import styles from './verify.module.css';

const loadStepList = () => import('./step-list.tsx');
const StepList = lazy(loadStepList);

/** Draws are in USDT; the public verifier shows prizes in it. */
export const USDT = { symbol: 'USDT', decimals: 2, rate: '1' };

export interface VerifyFields {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  game: VerifyGame;
  hash: string;
  weights: string;
}

export interface StepsProps {
  fields: VerifyFields;
  table: PrizeRow[] | undefined;
  tiers: Tier[] | undefined;
  recorded: Draw | undefined;
}

/**
 * The steps, or what to fill in first. Computing needs the hashing code (SHA-256, HMAC), which loads once the player
 * starts filling in the seeds (or a link brings them): an empty verifier does not download it.
 */
export function Steps(props: StepsProps) {
  const { t } = useTranslation('fortune');
  const common = useTranslation();
  const { fields } = props;
  const ready = fields.serverSeed !== '' && fields.clientSeed !== '' && fields.nonce !== '';
  const started = fields.serverSeed !== '' || fields.clientSeed !== '' || fields.hash !== '';
  useEffect(() => {
    if (started) void loadStepList().catch(() => undefined);
  }, [started]);
  if (!ready)
    return (
      <p className={styles.note} data-testid="verify-waiting">
        {t('verify.fillIn')}
      </p>
    );
  return (
    <Suspense
      fallback={
        <p className={styles.note} role="status" data-testid="verify-computing">
          {common.t('state.loading')}
        </p>
      }
    >
      <StepList {...props} />
    </Suspense>
  );
}
