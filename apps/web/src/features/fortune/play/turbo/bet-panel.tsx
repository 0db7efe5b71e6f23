import { ErrorCode } from '@arcadia/contract';
import { multiplierAt, multiplierText } from '@arcadia/contract/games/turbo-curve';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '../../../../api/client.ts';
import { Link } from '../../../../app/router/link.tsx';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { NumberInput } from '../../../../ui/number-input.tsx';
import { refusalText } from '../../engage/error-text.ts';
import { compareMoney, formatMoney, multiplyDecimal } from '../../money.ts';
import { useIntentKey } from '../../use-intent-key.ts';
import { formatMultiplier, hundredthsOf } from './format.ts';
import { type TurboCurrency, type TurboState, useTurboBetMutation, useTurboCashoutMutation } from './queries.ts';
import styles from './turbo.module.css';
import { useFrames } from './use-frame.ts';
import type { MyBet } from './use-turbo-live.ts';

const MIN_BET = '0.1';
const MAX_BET = '100';
const QUICK = ['1', '5', '10', '50', '100'];

type Problem = 'balance' | 'over' | 'late' | 'token' | 'paused' | 'limit' | { text: string };

function problemOf(error: unknown, cashingOut: boolean): Problem {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.INSUFFICIENT_BALANCE) return 'balance';
    if (error.code === ErrorCode.FORTUNE_ROUND_OVER) return cashingOut ? 'late' : 'over';
    if (error.code === ErrorCode.FORTUNE_EXCLUDED) return 'paused';
    if (error.code === ErrorCode.FORTUNE_LIMIT_REACHED) return 'limit';
    if (error.fieldErrors.token) return 'token';
  }
  return { text: refusalText(error) };
}

export interface BetPanelProps {
  state: TurboState;
  offset: number;
  mine: MyBet | null;
  currency: TurboCurrency;
  balance: string;
  /** The launch token; `renewToken` opens the game again when it has expired. */
  token: string | undefined;
  tokenExpiresAt: number | undefined;
  renewToken: () => Promise<string | undefined>;
  onPlaced: (bet: MyBet, balance: string) => void;
}

/** The amount, an optional automatic cash-out, Bet while bets are open, Cash out (with the win so far) while it runs. */
export function BetPanel(props: BetPanelProps) {
  const { state, offset, mine, currency, balance } = props;
  const { t, locale } = useTranslation('fortune');
  const bet = useTurboBetMutation();
  const cashout = useTurboCashoutMutation();
  const intent = useIntentKey();
  const keyGame = useRef(0);
  const [amount, setAmount] = useState('1');
  const [auto, setAuto] = useState('');
  // A problem belongs to the round it came in: the next round starts clean.
  const [shown, setShown] = useState<{ game: number; problem: Problem } | null>(null);
  const problem = shown?.game === state.game ? shown.problem : null;
  const setProblem = (next: Problem | null) => setShown(next ? { game: state.game, problem: next } : null);
  useFrames(state.phase !== 'crashed', 100);

  const now = Date.now() + offset;
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const own = mine?.game === state.game ? mine.bet : null;
  const bettingOpen = state.phase === 'betting' && now < state.betting_ends_at;
  const current = state.phase === 'running' && state.started_at !== null ? multiplierAt(now - state.started_at) : 100;
  const autoAt = own?.auto_cashout ? hundredthsOf(own.auto_cashout) : Number.NaN;
  // The server cashes out at the target itself when the round gets there: shown as soon as the multiplier does.
  const autoReached = own?.status === 'placed' && state.phase === 'running' && current >= autoAt;
  const amountOk = amount !== '' && compareMoney(amount, MIN_BET) >= 0 && compareMoney(amount, MAX_BET) <= 0;
  const autoOk = auto === '' || (hundredthsOf(auto) >= 101 && hundredthsOf(auto) <= 1_000_000);
  const short = amountOk && compareMoney(amount, balance) > 0;
  const canBet = bettingOpen && !own && amountOk && autoOk && !short && !bet.isPending;
  const canCashOut = state.phase === 'running' && own?.status === 'placed' && !autoReached && !cashout.isPending;

  const placeBet = async () => {
    setProblem(null);
    let token = props.token;
    if (!token || (props.tokenExpiresAt ?? 0) * 1000 < Date.now() + 60_000) token = await props.renewToken();
    if (!token) return setProblem('token');
    // A key stands for one bet in one round: a retry within the round reuses it, the next round gets its own.
    if (keyGame.current !== state.game) intent.reset();
    keyGame.current = state.game;
    try {
      const answer = await bet.mutateAsync({ token, amount, autoCashout: auto, key: intent.current() });
      intent.settle();
      props.onPlaced({ game: answer.game, bet: answer.bet }, answer.balance);
    } catch (error) {
      // A refusal is final; a lost answer is asked again with the same key (the server answers the same bet).
      if (error instanceof ApiError && error.business) intent.reset();
      const found = problemOf(error, false);
      if (found === 'token') void props.renewToken();
      setProblem(found);
    }
  };

  const cashOut = async () => {
    setProblem(null);
    try {
      const answer = await cashout.mutateAsync(state.game);
      props.onPlaced({ game: state.game, bet: answer.bet }, answer.balance);
    } catch (error) {
      setProblem(problemOf(error, true));
    }
  };

  return (
    <section className={styles.panel} aria-label={t('turbo.bet.title')} data-testid="turbo-bet-panel">
      {/* The action first, right under the stage: on a phone the cash-out stays in view while the round flies. */}
      {state.phase === 'running' && own?.status === 'placed' && !autoReached ? (
        <Button
          variant="accent"
          size="lg"
          block
          disabled={!canCashOut}
          loading={cashout.isPending}
          onClick={() => void cashOut()}
          data-testid="turbo-cashout"
        >
          {t('turbo.bet.cashOut', { amount: money(multiplyDecimal(own.amount, multiplierText(current), 6, true)) })}
        </Button>
      ) : (
        <Button
          size="lg"
          block
          disabled={!canBet}
          loading={bet.isPending}
          onClick={() => void placeBet()}
          data-testid="turbo-bet"
        >
          {bettingOpen ? t('turbo.bet.place') : t('turbo.bet.wait')}
        </Button>
      )}
      <MyBetLine own={own} state={state} autoReached={autoReached} money={money} />
      {short && bettingOpen && !own ? <ProblemText problem="balance" /> : null}
      {problem ? <ProblemText problem={problem} /> : null}
      <NumberInput
        label={t('turbo.bet.amount')}
        hint={t('turbo.bet.amountHint', { min: MIN_BET, max: MAX_BET, fiat: amountOk ? money(amount) : '-' })}
        error={amount !== '' && !amountOk ? t('turbo.error.amount', { min: MIN_BET, max: MAX_BET }) : undefined}
        value={amount}
        onValueChange={(value) => {
          setAmount(value);
          intent.reset();
        }}
        decimals={2}
        min={MIN_BET}
        max={MAX_BET}
        suffix="USDT"
        data-testid="turbo-amount"
      />
      <fieldset className={styles.quick}>
        <legend className="visually-hidden">{t('turbo.bet.quick')}</legend>
        {QUICK.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={amount === value}
            aria-label={`${value} USDT`}
            onClick={() => {
              setAmount(value);
              intent.reset();
            }}
          >
            {value}
          </button>
        ))}
      </fieldset>
      <NumberInput
        label={t('turbo.bet.auto')}
        hint={t('turbo.bet.autoHint')}
        error={autoOk ? undefined : t('turbo.bet.autoHint')}
        value={auto}
        onValueChange={(value) => {
          setAuto(value);
          intent.reset();
        }}
        decimals={2}
        min="1.01"
        max="10000"
        suffix="×"
        data-testid="turbo-auto"
      />
    </section>
  );
}

function MyBetLine({
  own,
  state,
  autoReached,
  money,
}: {
  own: MyBet['bet'] | null;
  state: TurboState;
  autoReached: boolean;
  money: (usdt: string) => string;
}) {
  const { t, locale } = useTranslation('fortune');
  if (!own) return null;
  let text: string;
  if (own.status === 'cashed' || own.status === 'cashing' || autoReached) {
    const at = own.cashout ?? own.auto_cashout ?? '1.00';
    const win = own.win ?? multiplyDecimal(own.amount, at, 6, true);
    text = t('turbo.bet.cashed', { m: formatMultiplier(at, locale), amount: money(win) });
  } else if (own.status === 'lost' || own.status === 'losing' || (state.phase === 'crashed' && own.status === 'placed'))
    text = t('turbo.bet.lost', { amount: money(own.amount) });
  else if (own.status === 'refunded' || own.status === 'refunding') text = t('turbo.bet.refunded');
  else if (own.status === 'refused') text = t('turbo.bet.refused');
  else if (own.auto_cashout)
    text = t('turbo.bet.placedAuto', { amount: money(own.amount), m: formatMultiplier(own.auto_cashout, locale) });
  else text = t('turbo.bet.placed', { amount: money(own.amount) });
  return (
    <p
      className={styles.mine}
      role="status"
      data-testid="turbo-mine"
      data-status={autoReached ? 'cashing' : own.status}
    >
      {text}
    </p>
  );
}

function ProblemText({ problem }: { problem: Problem }) {
  const { t } = useTranslation('fortune');
  let text: string;
  let link: ReactNode = null;
  if (typeof problem === 'object') text = problem.text;
  else if (problem === 'balance') {
    text = t('turbo.error.balance');
    link = (
      <Link to="/fortune/money" className={styles.textLink} data-testid="turbo-deposit">
        {t('turbo.error.deposit')}
      </Link>
    );
  } else if (problem === 'paused' || problem === 'limit') {
    text = t(problem === 'paused' ? 'turbo.error.paused' : 'turbo.error.limit');
    link = (
      <Link to="/fortune?tab=me" className={styles.textLink}>
        {t('turbo.error.limits')}
      </Link>
    );
  } else
    text = t(
      problem === 'over' ? 'turbo.error.roundOver' : problem === 'late' ? 'turbo.error.tooLate' : 'turbo.error.token',
    );
  return (
    <p
      className={styles.problem}
      role="alert"
      data-testid="turbo-problem"
      data-problem={typeof problem === 'object' ? 'other' : problem}
    >
      <span>{text}</span> {link}
    </p>
  );
}
