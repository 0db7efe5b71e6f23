import { useTranslation } from '../../../../i18n/i18n.ts';
import styles from './retiger.module.css';
import { totalBet } from './slot.ts';

interface BetControlProps {
  lineBets: readonly string[];
  index: number;
  onChange: (index: number) => void;
  lineCount: number;
  money: (usdt: string) => string;
  disabled: boolean;
}

/** The line bet, one step down or up through the allowed bets, and the total bet it makes (line bet x lines). */
export function BetControl({ lineBets, index, onChange, lineCount, money, disabled }: BetControlProps) {
  const { t } = useTranslation('fortune');
  const lineBet = lineBets[index] ?? '0';
  return (
    <fieldset className={styles.bet} disabled={disabled} data-testid="retiger-bet">
      <legend className={styles.betLegend}>{t('retiger.lineBet')}</legend>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(index - 1)}
          disabled={index <= 0}
          aria-label={t('retiger.betDown')}
          data-testid="retiger-bet-down"
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.betValue} aria-live="polite" data-testid="retiger-line-bet">
          {money(lineBet)}
        </output>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(index + 1)}
          disabled={index >= lineBets.length - 1}
          aria-label={t('retiger.betUp')}
          data-testid="retiger-bet-up"
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p className={styles.total} data-testid="retiger-total-bet">
        {t('retiger.totalBet', { amount: money(totalBet(lineBet, lineCount)), lines: lineCount })}
      </p>
    </fieldset>
  );
}
