import { useState } from 'react';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { NumberInput } from '../../../../ui/number-input.tsx';
import type { Currency } from '../../money.ts';
import { fiatToUsdt } from '../../money-calc.ts';
import parts from '../../parts.module.css';
import styles from './retiger.module.css';

/** A running autoplay: spins still to play, and the balance (USDT) under which it stops. */
export interface Autoplay {
  left: number;
  stopBelow: string | null;
}

const COUNTS = [10, 25, 50, 100] as const;

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
  const [count, setCount] = useState<number>(COUNTS[0]);
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
    <details className={styles.auto} data-testid="retiger-autoplay">
      <summary className={styles.autoSummary}>{t('retiger.autoplay')}</summary>
      <div className={styles.autoBody}>
        <label className={styles.autoLabel} htmlFor="retiger-auto-count">
          {t('retiger.autoCount')}
        </label>
        <select
          id="retiger-auto-count"
          className={parts.select}
          value={count}
          onChange={(event) => setCount(Number(event.target.value))}
          data-testid="retiger-autoplay-count"
        >
          {COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <NumberInput
          label={t('retiger.autoStopBelow')}
          hint={t('retiger.autoStopHint')}
          value={stopBelow}
          onValueChange={setStopBelow}
          decimals={currency.decimals}
          prefix={currency.symbol}
          data-testid="retiger-autoplay-below"
        />
        <Button
          block
          disabled={disabled}
          onClick={() => onStart({ left: count, stopBelow: stopBelow ? fiatToUsdt(stopBelow, currency) : null })}
          data-testid="retiger-autoplay-start"
        >
          {t('retiger.autoStart', { n: count })}
        </Button>
      </div>
    </details>
  );
}
