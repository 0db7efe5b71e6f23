import { type DiceSide, diceMultiplierText, dicePayout, diceTarget } from '@arcadia/contract/games/dice';
import { lazy, Suspense, useRef, useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Switch } from '../../ui/switch.tsx';
import { useOpenedOnce } from '../../ui/use-opened-once.ts';
import { minorText, rollLabel, toMinor } from './cards.ts';
import { type RoundAnswer, useApplyAnswer, useDiceRollMutation, type WinConfig, type WinRound } from './queries.ts';
import styles from './win.module.css';

// win turbo's settings and loop: loaded when the player first turns auto-bet on.
const AutoPanel = lazy(() => import('./auto-panel.tsx'));

export interface DiceBet {
  amount: string;
  chance: number;
  side: DiceSide;
}

/** Dice: pick a stake, a win chance (1-95 %) and a side; the roll lands on 00.00-99.99. */
export function DiceView({ config }: { config: WinConfig }) {
  const { t, locale } = useTranslation('win');
  const [amount, setAmount] = useState('1');
  const [chancePct, setChancePct] = useState(50);
  const [side, setSide] = useState<DiceSide>('under');
  const [last, setLast] = useState<WinRound | null>(null);
  const [error, setError] = useState('');
  const [auto, setAuto] = useState(false);
  const [turbo, setTurbo] = useState(false);
  const autoOpened = useOpenedOnce(auto);
  const key = useRef<string | null>(null);
  const roll = useDiceRollMutation();
  const apply = useApplyAnswer();
  const chance = chancePct * 100;
  const stake = toMinor(amount);
  const target = diceTarget(chance, side);

  const place = async (bet: DiceBet, intent: string): Promise<RoundAnswer> => {
    const answer = await roll.mutateAsync({ ...bet, key: intent });
    apply(answer);
    setLast(answer.round);
    return answer;
  };

  const rollOnce = async () => {
    setError('');
    key.current ??= crypto.randomUUID();
    try {
      await place({ amount, chance, side }, key.current);
      key.current = null;
    } catch (e) {
      // A business refusal is final for this intent; a lost answer keeps the key so a retry pays once.
      if ((e as { business?: boolean }).business) key.current = null;
      setError(apiErrorText(e));
    }
  };

  const lastRoll = last?.draws[0]?.value;
  const won = last?.dice?.won ?? null;
  return (
    <div className={styles.game} data-testid="dice-view">
      <div className={styles.track} aria-hidden="true">
        <div
          className={styles.zone}
          style={side === 'under' ? { left: 0, width: `${chancePct}%` } : { right: 0, width: `${chancePct}%` }}
        />
        {lastRoll !== undefined ? (
          <div
            className={`${styles.marker} ${turbo ? styles.fast : ''}`}
            style={{ left: `${lastRoll / 100}%` }}
            data-won={won ? 'yes' : 'no'}
          />
        ) : null}
      </div>
      <output
        className={styles.rollOut}
        aria-live="polite"
        data-testid="dice-result"
        data-won={won === null ? '' : won ? 'yes' : 'no'}
      >
        {lastRoll === undefined
          ? t('dice.ready')
          : won
            ? t('dice.won', { roll: rollLabel(lastRoll), win: formatAmount(last?.win ?? '0', { locale }) })
            : t('dice.lost', { roll: rollLabel(lastRoll) })}
      </output>

      <NumberInput
        label={t('amount')}
        value={amount}
        onValueChange={setAmount}
        decimals={6}
        min={config.min_bet}
        max={config.max_bet}
        data-testid="dice-amount"
      />
      <label className={styles.field}>
        <span>{t('dice.chance', { chance: chancePct })}</span>
        <input
          type="range"
          className={styles.range}
          min={config.dice.min_chance_bp / 100}
          max={config.dice.max_chance_bp / 100}
          step={1}
          value={chancePct}
          onChange={(e) => setChancePct(Number(e.target.value))}
          data-testid="dice-chance"
        />
      </label>
      <fieldset className={styles.sides}>
        <legend className={styles.legend}>{t('dice.side')}</legend>
        {(['under', 'over'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={styles.pill}
            aria-pressed={side === value}
            onClick={() => setSide(value)}
            data-testid={`dice-side-${value}`}
          >
            {t(`dice.${value}`, { target: rollLabel(target) })}
          </button>
        ))}
      </fieldset>
      <dl className={styles.facts}>
        <div>
          <dt>{t('multiplier')}</dt>
          <dd data-testid="dice-multiplier">×{diceMultiplierText(chance)}</dd>
        </div>
        <div>
          <dt>{t('winAmount')}</dt>
          <dd>{formatAmount(minorText(dicePayout(stake, chance)), { locale })}</dd>
        </div>
        <div>
          <dt>{t('edge')}</dt>
          <dd>{config.edge_percent}%</dd>
        </div>
      </dl>
      <div className={styles.switches}>
        <Switch checked={auto} onChange={setAuto} label={t('auto.toggle')} />
        <Switch checked={turbo} onChange={setTurbo} label={t('auto.turbo')} />
      </div>
      {error ? (
        <p className={styles.error} role="alert" data-testid="dice-error">
          {error}
        </p>
      ) : null}
      {autoOpened ? (
        <div hidden={!auto}>
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <AutoPanel bet={{ amount, chance, side }} config={config} place={place} turbo={turbo} />
          </Suspense>
        </div>
      ) : null}
      {!auto ? (
        <Button block size="lg" onClick={() => void rollOnce()} loading={roll.isPending} data-testid="dice-roll">
          {t('dice.roll')}
        </Button>
      ) : null}
      <p className={styles.muted}>{t('dice.rule', { edge: config.edge_percent })}</p>
    </div>
  );
}
