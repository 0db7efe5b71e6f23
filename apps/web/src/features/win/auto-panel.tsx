import { useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { type AutoSettings, type AutoState, afterBet, startAuto } from './auto-bet.ts';
import { minorText, toMinor } from './cards.ts';
import type { DiceBet } from './dice-view.tsx';
import type { RoundAnswer, WinConfig } from './queries.ts';
import styles from './win.module.css';

const RATE_LIMITED = 4290;
/** The pause between two auto bets without turbo, so each roll can be seen. */
const CALM_MS = 450;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Props {
  bet: DiceBet;
  config: WinConfig;
  place: (bet: DiceBet, key: string) => Promise<RoundAnswer>;
  turbo: boolean;
}

/**
 * win turbo: dice's auto-bet. Bets run one after another, each its own call and wallet round with its own key; the
 * loop waits the server's minimum spacing between them (and, on RATE_LIMITED, the time the server names). Stop ends
 * the loop after the bet in flight; it is never disabled.
 */
export default function AutoPanel({ bet, config, place, turbo }: Props) {
  const { t, locale } = useTranslation('win');
  const [count, setCount] = useState('10');
  const [onWin, setOnWin] = useState('0');
  const [onLoss, setOnLoss] = useState('0');
  const [stopProfit, setStopProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [state, setState] = useState<AutoState | null>(null);
  const [error, setError] = useState('');
  const running = useRef(false);
  const stop = useRef(false);
  const turboRef = useRef(turbo);
  turboRef.current = turbo;
  useEffect(
    () => () => {
      stop.current = true;
    },
    [],
  );

  const start = async () => {
    if (running.current) return;
    const settings: AutoSettings = {
      count: Number(count || '0'),
      base: toMinor(bet.amount),
      onWinPercent: Number(onWin || '0'),
      onLossPercent: Number(onLoss || '0'),
      stopProfit: toMinor(stopProfit || '0'),
      stopLoss: toMinor(stopLoss || '0'),
      min: toMinor(config.min_bet),
      max: toMinor(config.max_bet),
    };
    running.current = true;
    stop.current = false;
    setError('');
    let current = startAuto(settings);
    setState(current);
    while (!stop.current && current.stopped === null) {
      const key = crypto.randomUUID();
      let answer: RoundAnswer | undefined;
      for (let attempt = 0; attempt < 20 && !answer; attempt++) {
        try {
          answer = await place({ ...bet, amount: minorText(current.stake) }, key);
        } catch (e) {
          const err = e as { code?: number; data?: { retry_after_ms?: number }; business?: boolean };
          if (err.code === RATE_LIMITED) {
            await sleep(Math.min(5000, err.data?.retry_after_ms ?? config.min_bet_spacing_ms));
            continue;
          }
          if (!err.business && attempt < 2) continue; // a lost answer: the same key again
          setError(apiErrorText(e));
          current = { ...current, stopped: 'error' };
          break;
        }
      }
      if (!answer) break;
      current = afterBet(settings, current, toMinor(answer.round.win), toMinor(answer.balance));
      setState(current);
      if (current.stopped === null && !stop.current)
        await sleep(Math.max(config.min_bet_spacing_ms, turboRef.current ? 0 : CALM_MS));
    }
    if (stop.current && current.stopped === null) current = { ...current, stopped: 'user' };
    setState(current);
    running.current = false;
  };

  const isRunning = state !== null && state.stopped === null;
  return (
    <div className={styles.auto} data-testid="dice-auto">
      <div className={styles.grid2}>
        <NumberInput
          label={t('auto.count')}
          value={count}
          onValueChange={setCount}
          decimals={0}
          max="10000"
          data-testid="auto-count"
        />
        <NumberInput label={t('auto.onWin')} value={onWin} onValueChange={setOnWin} decimals={0} max="1000" />
        <NumberInput label={t('auto.onLoss')} value={onLoss} onValueChange={setOnLoss} decimals={0} max="1000" />
        <NumberInput
          label={t('auto.stopProfit')}
          value={stopProfit}
          onValueChange={setStopProfit}
          decimals={6}
          data-testid="auto-stop-profit"
        />
        <NumberInput
          label={t('auto.stopLoss')}
          value={stopLoss}
          onValueChange={setStopLoss}
          decimals={6}
          data-testid="auto-stop-loss"
        />
      </div>
      {state ? (
        <p className={styles.muted} role="status" data-testid="auto-status" data-stopped={state.stopped ?? ''}>
          {t('auto.progress', {
            placed: state.placed,
            net: `${state.net >= 0n ? '+' : ''}${formatAmount(minorText(state.net), { locale })}`,
          })}
          {state.stopped ? ` · ${t(`auto.stopped.${state.stopped}`)}` : ''}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {isRunning ? (
        <Button
          block
          size="lg"
          variant="danger"
          onClick={() => {
            stop.current = true;
          }}
          data-testid="auto-stop"
        >
          {t('auto.stop')}
        </Button>
      ) : (
        <Button block size="lg" onClick={() => void start()} data-testid="auto-start">
          {t('auto.start')}
        </Button>
      )}
    </div>
  );
}
