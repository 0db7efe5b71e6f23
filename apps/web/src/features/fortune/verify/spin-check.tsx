import { hashServerSeed } from '@arcadia/contract/fairness';
import { type RetigerOutcome, retigerSpin } from '@arcadia/contract/games/retiger';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { compareMoney } from '../money.ts';
import { times } from '../play/retiger/paytable-math.ts';
import type { SpinView } from '../queries-retiger.ts';
import { Board } from './board.tsx';
import styles from './verify.module.css';

export interface SpinVerdict {
  hashMatches: boolean;
  stopsMatch: boolean;
  multiplierMatches: boolean;
  winMatches: boolean;
  ok: boolean;
  outcome: RetigerOutcome;
}

/**
 * A recorded spin against the board its revealed seed pair draws: the commitment, the stops, the multiplier and the
 * win (line bet x win units). Pure: the same contract code the game server drew with.
 */
export function checkSpin(spin: SpinView, serverSeed: string): SpinVerdict {
  const proof = spin.proof as NonNullable<SpinView['proof']>;
  const outcome = retigerSpin({ serverSeed, clientSeed: proof.client_seed, nonce: proof.nonce });
  const hashMatches = hashServerSeed(serverSeed) === proof.server_seed_hash.toLowerCase();
  const stopsMatch = spin.stops !== null && spin.stops.join(',') === outcome.stops.join(',');
  const multiplierMatches = spin.multiplier === outcome.multiplier;
  const winMatches =
    spin.win_units === outcome.winUnits && compareMoney(times(spin.line_bet, outcome.winUnits), spin.win) === 0;
  return {
    hashMatches,
    stopsMatch,
    multiplierMatches,
    winMatches,
    ok: hashMatches && stopsMatch && multiplierMatches && winMatches,
    outcome,
  };
}

/** The check, line by line, and its verdict. */
export default function SpinCheck({ spin, serverSeed }: { spin: SpinView; serverSeed: string }) {
  const { t } = useTranslation('fortune');
  const v = useMemo(() => checkSpin(spin, serverSeed), [spin, serverSeed]);
  const proof = spin.proof as NonNullable<SpinView['proof']>;
  const line = (ok: boolean, label: string, value: string, testId: string) => (
    <li data-testid={testId} data-ok={ok}>
      <span className={ok ? styles.ok : styles.bad}>{`${ok ? '✓' : '✗'} ${label}`}</span>
      <code className={styles.mono}>{value}</code>
    </li>
  );
  return (
    <section className={styles.steps} aria-labelledby="spin-check-title" data-testid="verify-spin-check">
      <h2 id="spin-check-title" className={styles.cardTitle}>
        {t('retiger.verifier.check')}
      </h2>
      <p className={styles.note}>{t('retiger.verifier.inputs', { client: proof.client_seed, nonce: proof.nonce })}</p>
      <ul className={styles.checks}>
        {line(v.hashMatches, t('retiger.verifier.hash'), hashServerSeed(serverSeed), 'spin-check-hash')}
        {line(v.stopsMatch, t('retiger.verifier.stopsCheck'), v.outcome.stops.join(', '), 'spin-check-stops')}
        {line(
          v.multiplierMatches,
          t('retiger.verifier.multiplierCheck'),
          `×${v.outcome.multiplier}`,
          'spin-check-multiplier',
        )}
        {line(
          v.winMatches,
          t('retiger.verifier.winCheck'),
          t('retiger.verifier.winUnits', { units: v.outcome.winUnits, base: v.outcome.baseUnits }),
          'spin-check-win',
        )}
      </ul>
      <Board grid={v.outcome.grid} testId="spin-check-board" />
      <p className={v.ok ? styles.ok : styles.bad} role="status" data-testid="verify-spin-result" data-ok={v.ok}>
        {v.ok ? t('retiger.verifier.match') : t('retiger.verifier.mismatch')}
      </p>
    </section>
  );
}
