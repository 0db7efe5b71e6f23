import type { HiloGuess } from '@arcadia/contract/games/hilo';
import { useRef, useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Card } from './card.tsx';
import { minorText, toMinor } from './cards.ts';
import {
  useApplyAnswer,
  useHiloCashoutMutation,
  useHiloGuessMutation,
  useHiloStartMutation,
  type WinConfig,
  type WinRound,
} from './queries.ts';
import styles from './win.module.css';

const GUESSES: HiloGuess[] = ['higher', 'lower', 'equal'];

/** Hi-lo: a chain of cards; guess the next one, cash out after any correct guess. */
export function HiloView({ config }: { config: WinConfig }) {
  const { t, locale } = useTranslation('win');
  const [amount, setAmount] = useState('1');
  const [shown, setShown] = useState<WinRound | null>(config.hilo_round);
  const [error, setError] = useState('');
  const key = useRef<string | null>(null);
  const start = useHiloStartMutation();
  const guess = useHiloGuessMutation();
  const cashout = useHiloCashoutMutation();
  const apply = useApplyAnswer();
  const round = shown?.status === 'playing' ? shown : (config.hilo_round ?? shown);
  const busy = start.isPending || guess.isPending || cashout.isPending;

  const run = async (action: () => Promise<{ round: WinRound; balance: string }>) => {
    setError('');
    try {
      const answer = await action();
      apply(answer);
      setShown(answer.round);
      return true;
    } catch (e) {
      setError(apiErrorText(e));
      return false;
    }
  };

  const begin = async () => {
    key.current ??= crypto.randomUUID();
    const intent = key.current;
    if (await run(() => start.mutateAsync({ amount, key: intent }))) key.current = null;
  };

  const playing = round?.status === 'playing';
  const cards = round?.draws.map((d) => d.value) ?? [];
  const current = cards[cards.length - 1];
  const guessed = round?.hilo?.guesses.length ?? 0;
  const cashValue =
    round && guessed > 0 ? minorText((toMinor(round.bet) * toMinor(round.multiplier)) / 1_000_000n) : '0';

  return (
    <div className={styles.game} data-testid="hilo-view">
      <div className={styles.table}>
        {current !== undefined ? <Card card={current} big /> : <div className={styles.cardBack} aria-hidden="true" />}
        <output
          className={styles.rollOut}
          aria-live="polite"
          data-testid="hilo-result"
          data-status={round?.status ?? ''}
        >
          {!round
            ? t('hilo.ready')
            : playing
              ? guessed > 0
                ? t('hilo.streak', { count: guessed, multiplier: round.multiplier })
                : t('hilo.first')
              : round.hilo?.lost
                ? t('hilo.lost')
                : t('hilo.cashed', { win: formatAmount(round.win, { locale }), multiplier: round.multiplier })}
        </output>
      </div>
      {cards.length > 1 ? (
        <ol className={styles.chain} aria-label={t('hilo.chain')}>
          {cards.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cards repeat; their place in the chain is their identity
            <li key={i}>
              <Card card={card} />
            </li>
          ))}
        </ol>
      ) : null}
      {playing && round ? (
        <>
          <div className={styles.guesses}>
            {GUESSES.map((g) => {
              const next = round.hilo?.next?.[g] ?? null;
              return (
                <Button
                  key={g}
                  variant="secondary"
                  disabled={next === null || busy}
                  onClick={() => void run(() => guess.mutateAsync({ id: round.id, step: guessed, guess: g }))}
                  data-testid={`hilo-${g}`}
                >
                  <span className={styles.guessInner}>
                    <span>{t(`hilo.${g}`)}</span>
                    <span className={styles.guessMult}>{next ? `×${next}` : '—'}</span>
                  </span>
                </Button>
              );
            })}
          </div>
          <Button
            block
            size="lg"
            variant="accent"
            disabled={guessed === 0 || busy}
            onClick={() => void run(() => cashout.mutateAsync(round.id))}
            data-testid="hilo-cashout"
          >
            {guessed === 0 ? t('hilo.cashoutLater') : t('hilo.cashout', { win: formatAmount(cashValue, { locale }) })}
          </Button>
        </>
      ) : (
        <>
          <NumberInput
            label={t('amount')}
            value={amount}
            onValueChange={setAmount}
            decimals={6}
            min={config.min_bet}
            max={config.max_bet}
            data-testid="hilo-amount"
          />
          <Button block size="lg" onClick={() => void begin()} loading={start.isPending} data-testid="hilo-start">
            {round ? t('hilo.again') : t('hilo.start')}
          </Button>
        </>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.muted}>{t('hilo.rule', { edge: config.edge_percent, max: config.hilo.max_multiplier })}</p>
    </div>
  );
}
