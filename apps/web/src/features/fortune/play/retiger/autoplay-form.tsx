import { useTranslation } from '../../../../i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { NumberInput } from '../../../../ui/number-input.tsx';
import type { Currency } from '../../money.ts';
import { fiatToUsdt } from '../../money-calc.ts';
import parts from '../../parts.module.css';
import { AUTOPLAY_COUNTS, type Autoplay } from './autoplay.tsx';
import styles from './retiger.module.css';

interface FormProps {
  count: number;
  onCount: (count: number) => void;
  stopBelow: string;
  onStopBelow: (amount: string) => void;
  onStart: (auto: Autoplay) => void;
  currency: Currency;
  disabled: boolean;
}

/** Autoplay's settings, loaded when the player first opens them: how many spins, and the balance to stop under. */
export default function AutoplayForm({
  count,
  onCount,
  stopBelow,
  onStopBelow,
  onStart,
  currency,
  disabled,
}: FormProps) {
  const { t } = useTranslation('fortune');
  return (
    <div className={styles.autoBody}>
      <label className={styles.autoLabel} htmlFor="retiger-auto-count">
        {t('retiger.autoCount')}
      </label>
      <select
        id="retiger-auto-count"
        className={parts.select}
        value={count}
        onChange={(event) => onCount(Number(event.target.value))}
        data-testid="retiger-autoplay-count"
      >
        {AUTOPLAY_COUNTS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <NumberInput
        label={t('retiger.autoStopBelow')}
        hint={t('retiger.autoStopHint')}
        value={stopBelow}
        onValueChange={onStopBelow}
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
  );
}
