import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import type { Currency } from '../../money.ts';
import styles from './retiger.module.css';

/** A running autoplay: spins still to play, and the balance (USDT) under which it stops. */
export interface Autoplay {
  left: number;
  stopBelow: string | null;
}

export const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;

/** The settings are closed until asked for: their code (and the amount field's) is not part of the game's first load. */
const AutoplayForm = lazy(() => import('./autoplay-form.tsx'));

interface AutoplayProps {
  running: Autoplay | null;
  onStart: (auto: Autoplay) => void;
  onStop: () => void;
  currency: Currency;
  disabled: boolean;
}

/**
 * Autoplay, only where the market allows it: a number of spins and an optional stop when the balance falls below an
 * amount (in the market's currency); it also stops on any refusal, when the balance no longer covers the bet, or
 * when the player taps stop.
 */
export function AutoplayPanel({ running, onStart, onStop, currency, disabled }: AutoplayProps) {
  const { t } = useTranslation('fortune');
  const [count, setCount] = useState<number>(AUTOPLAY_COUNTS[0]);
  const [opened, setOpened] = useState(false);
  const [stopBelow, setStopBelow] = useState('');
  if (running)
    return (
      <div className={styles.autoRunning} data-testid="retiger-autoplay-running">
        <span role="status">{t('retiger.autoLeft', { n: running.left })}</span>
        <Button variant="danger" onClick={onStop} data-testid="retiger-autoplay-stop">
          {t('retiger.autoStop')}
        </Button>
      </div>
    );
  return (
    <details
      className={styles.auto}
      data-testid="retiger-autoplay"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className={styles.autoSummary}>{t('retiger.autoplay')}</summary>
      {opened ? (
        <Suspense fallback={<div className={styles.autoBody} data-testid="retiger-autoplay-loading" />}>
          <AutoplayForm
            count={count}
            onCount={setCount}
            stopBelow={stopBelow}
            onStopBelow={setStopBelow}
            onStart={onStart}
            currency={currency}
            disabled={disabled}
          />
        </Suspense>
      ) : null}
    </details>
  );
}
