import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../../../../app/router/link.tsx';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { useOpenedOnce } from '../../../../ui/use-opened-once.ts';
import { refusalText } from '../../engage/error-text.ts';
import { LoadFailed } from '../../load-failed.tsx';
import { compareMoney, formatMoney } from '../../money.ts';
import { subtractDecimal } from '../../money-calc.ts';
import parts from '../../parts.module.css';
import { useRefreshMoney } from '../../queries-account.ts';
import { type RetigerConf, type SpinView, useRetigerConfQuery, useRetigerSpinMutation } from '../../queries-retiger.ts';
import { useIntentKey } from '../../use-intent-key.ts';
import { type Autoplay, AutoplayPanel } from './autoplay.tsx';
import { BetControl } from './bet-control.tsx';
import { Reels } from './reels.tsx';
import styles from './retiger.module.css';
import { prefersReducedMotion, symbolName, totalBet } from './slot.ts';
import { type SpinProblem, spinProblem } from './spin-error.ts';

/** Shown only when the game cannot be played: its code loads then. */
const GameOff = lazy(() => import('../game-off.tsx'));

/** The paytable and rules, and the player's spins: sheets whose code loads when first opened. */
const PaytableSheet = lazy(() => import('./paytable-sheet.tsx'));
const SpinsSheet = lazy(() => import('./spins-sheet.tsx'));

/** How long the reels turn (quick spin: shorter); none under prefers-reduced-motion. */
const SPIN_MS = 1100;
const QUICK_SPIN_MS = 350;

/**
 * retiger: opens the game (init conf: launch token, the published model, this market's play rules), then the slot.
 * Opening refuses when play is paused; a game switched off says why.
 */
export default function RetigerGame() {
  const { t } = useTranslation('fortune');
  const conf = useRetigerConfQuery();
  if (conf.isPending)
    return (
      <div className={parts.stack} role="status" data-testid="retiger-loading">
        <span className="visually-hidden">{t('retiger.opening')}</span>
        <Skeleton height="3.2rem" radius="lg" />
        <Skeleton height="0.9rem" radius="lg" />
      </div>
    );
  if (conf.isError && !conf.data) {
    const problem = spinProblem(conf.error);
    if (problem.kind === 'network') return <LoadFailed onRetry={() => void conf.refetch()} testId="retiger-retry" />;
    return (
      <p className={parts.error} role="alert" data-testid="retiger-open-refused">
        {refusalText(conf.error)}
      </p>
    );
  }
  const data = conf.data as RetigerConf;
  if (!data.enabled || !data.launch) return <GameOff reason={data.reason} />;
  return <Slot conf={data} reopen={() => conf.refetch()} />;
}

type Sheet = 'paytable' | 'spins' | null;

function initialBoard(conf: RetigerConf): string[][] {
  // A quiet board that pays nothing: the strips from their fourth stop (their first three are the tiger stack).
  const { strips, symbols } = conf.slot;
  if (strips.length === 3 && strips.every((s) => s.length >= 6))
    return strips.map((strip) => [0, 1, 2].map((row) => strip[(3 + row) % strip.length] as string));
  return [0, 1, 2].map((reel) => [0, 1, 2].map((row) => symbols[(reel + row * 2) % symbols.length] ?? ''));
}

function Slot({ conf, reopen }: { conf: RetigerConf; reopen: () => Promise<void> }) {
  const { t, locale } = useTranslation('fortune');
  const { slot, currency } = conf;
  const spin = useRetigerSpinMutation();
  const intent = useIntentKey();
  const refreshMoney = useRefreshMoney();
  const [betIndex, setBetIndex] = useState(0);
  const [board, setBoard] = useState(() => initialBoard(conf));
  const [result, setResult] = useState<SpinView | null>(null);
  const [balance, setBalance] = useState(conf.balance);
  const [spinning, setSpinning] = useState(false);
  const [cooling, setCooling] = useState(false);
  const [problem, setProblem] = useState<SpinProblem | null>(null);
  const [quick, setQuick] = useState(false);
  const [auto, setAuto] = useState<Autoplay | null>(null);
  const [sheet, setSheet] = useState<Sheet>(null);
  const paytableOpened = useOpenedOnce(sheet === 'paytable');
  const spinsOpened = useOpenedOnce(sheet === 'spins');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const alive = useRef(true);

  // A reopened game (a new launch token) answers the balance anew.
  useEffect(() => setBalance(conf.balance), [conf.balance]);
  const refreshOnLeave = useRef(refreshMoney);
  refreshOnLeave.current = refreshMoney;
  useEffect(() => {
    alive.current = true;
    const pending = timers.current;
    return () => {
      alive.current = false;
      for (const timer of pending) clearTimeout(timer);
      // Balances, bets and history elsewhere in Fortune are asked again after play.
      refreshOnLeave.current();
    };
  }, []);

  const lineBet = slot.line_bets[betIndex] ?? slot.line_bets[0] ?? '0';
  const bet = totalBet(lineBet, slot.line_count);
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const short = compareMoney(balance, bet) < 0;
  const off = problem?.kind === 'off';
  const canSpin = !spinning && !cooling && !short && !off && !spin.isPending;

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  }, []);

  /** Spin is held back until `ms` from now (the market's shortest time between spins, or a rate limit's wait). */
  const coolFor = useCallback(
    (ms: number) => {
      if (ms <= 0) return;
      setCooling(true);
      later(ms, () => alive.current && setCooling(false));
    },
    [later],
  );

  const start = async () => {
    if (!canSpin || !conf.launch) return;
    const reduced = prefersReducedMotion();
    const turnMs = reduced ? 0 : quick ? QUICK_SPIN_MS : SPIN_MS;
    const startedAt = Date.now();
    const before = balance;
    setProblem(null);
    setResult(null);
    setSpinning(true);
    // The stake leaves the balance as the reels start; the answer's balance replaces it when they stop.
    setBalance(subtractDecimal(before, bet));
    let answer: Awaited<ReturnType<typeof spin.mutateAsync>>;
    try {
      answer = await spin.mutateAsync({ token: conf.launch.token, lineBet, key: intent.current() });
    } catch (error) {
      if (!alive.current) return;
      const found = spinProblem(error);
      // A refusal is final (a new tap is a new spin); a lost answer is sent again with the same key.
      if (found.kind !== 'network') intent.reset();
      setBalance(before);
      setSpinning(false);
      setProblem(found);
      setAuto(null);
      if (found.kind === 'rate') coolFor(found.waitMs);
      if (found.kind === 'token') void reopen();
      return;
    }
    intent.settle();
    if (!alive.current) return;
    // The market's pace counts from this spin on the server: from the answer here, so the next one is never early.
    coolFor(slot.min_spin_ms);
    const land = () => {
      if (!alive.current) return;
      if (answer.spin.grid) setBoard(answer.spin.grid);
      setResult(answer.spin);
      setBalance(answer.balance);
      setSpinning(false);
    };
    const left = startedAt + turnMs - Date.now();
    if (left > 0) later(left, land);
    else land();
  };

  // Autoplay: the next spin once the last has landed and the pace allows it, until a stop condition holds.
  useEffect(() => {
    if (!auto || spinning || cooling || spin.isPending) return;
    const belowStop = auto.stopBelow !== null && compareMoney(balance, auto.stopBelow) < 0;
    if (auto.left <= 0 || belowStop || short || off) {
      setAuto(null);
      return;
    }
    setAuto({ ...auto, left: auto.left - 1 });
    void start();
  });

  const changeBet = (index: number) => {
    setBetIndex(index);
    // Another bet is another intent: a spin whose answer was lost is not sent again at a new stake.
    intent.reset();
  };

  return (
    <div className={styles.game} data-testid="retiger-game">
      <section className={styles.wallet} aria-label={t('retiger.wallet')}>
        <div className={styles.walletMain}>
          <span className={parts.note}>{t('retiger.balance')}</span>
          <strong className={styles.balance} data-testid="retiger-balance">
            {money(balance)}
          </strong>
        </div>
        <Link to="/fortune/money/pay" className={parts.textLink} data-testid="retiger-deposit">
          {t('retiger.deposit')}
        </Link>
      </section>

      <Reels
        grid={board}
        lines={slot.lines}
        wins={result?.line_wins ?? []}
        spinning={spinning}
        symbols={slot.symbols}
      />

      <div className={styles.record} aria-live="polite" data-testid="retiger-result">
        {result && !spinning ? <Outcome spin={result} money={money} /> : null}
      </div>

      {problem ? <Problem problem={problem} /> : null}
      {short && !problem && !spinning ? (
        <p className={styles.notice} role="status" data-testid="retiger-short">
          {t('retiger.short')}{' '}
          <Link to="/fortune/money/pay" className={parts.textLink}>
            {t('retiger.deposit')}
          </Link>
        </p>
      ) : null}

      <div className={styles.controls}>
        <BetControl
          lineBets={slot.line_bets}
          index={betIndex}
          onChange={changeBet}
          lineCount={slot.line_count}
          money={money}
          disabled={spinning || auto !== null}
        />
        <button
          type="button"
          className={styles.spin}
          disabled={!canSpin || auto !== null}
          aria-busy={spinning || undefined}
          onClick={() => void start()}
          data-testid="retiger-spin"
        >
          {t('retiger.spin')}
        </button>
      </div>

      {slot.turbo || slot.autoplay ? (
        <div className={styles.options}>
          {slot.turbo ? (
            <Button
              variant="secondary"
              className={styles.quick}
              aria-pressed={quick}
              onClick={() => setQuick(!quick)}
              leadingIcon={<QuickIcon />}
              data-testid="retiger-quick"
            >
              {t('retiger.quick')}
            </Button>
          ) : null}
          {slot.autoplay ? (
            <AutoplayPanel
              running={auto}
              onStart={setAuto}
              onStop={() => setAuto(null)}
              currency={currency}
              disabled={!canSpin && auto === null}
            />
          ) : null}
        </div>
      ) : null}

      <div className={styles.links}>
        <Button variant="secondary" onClick={() => setSheet('paytable')} data-testid="retiger-paytable-open">
          {t('retiger.paytable')}
        </Button>
        <Button variant="secondary" onClick={() => setSheet('spins')} data-testid="retiger-spins-open">
          {t('retiger.history')}
        </Button>
      </div>

      {paytableOpened ? (
        <Suspense fallback={null}>
          <PaytableSheet
            open={sheet === 'paytable'}
            onClose={() => setSheet(null)}
            slot={slot}
            lineBet={lineBet}
            money={money}
          />
        </Suspense>
      ) : null}
      {spinsOpened ? (
        <Suspense fallback={null}>
          <SpinsSheet open={sheet === 'spins'} onClose={() => setSheet(null)} money={money} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Quick spin's mark, a lightning bolt as slot machines show it. */
function QuickIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M13 2 4 14h7l-1 8 9-12h-7z" fill="currentColor" />
    </svg>
  );
}

/** The landed spin: the win (or none), the multiplier feature, each winning line. */
function Outcome({ spin, money }: { spin: SpinView; money: (usdt: string) => string }) {
  const { t } = useTranslation('fortune');
  const won = compareMoney(spin.win, '0') > 0;
  return (
    <>
      <strong className={won ? styles.win : styles.noWin} data-testid="retiger-win">
        {won ? t('retiger.won', { amount: money(spin.win) }) : t('retiger.noWin')}
      </strong>
      {spin.multiplier > 1 ? (
        <span className={styles.multiplier} data-testid="retiger-multiplier">
          {t('retiger.multiplier', { x: spin.multiplier })}
        </span>
      ) : null}
      {spin.capped ? <span className={parts.note}>{t('retiger.capped')}</span> : null}
      {spin.line_wins.length > 0 ? (
        <ul className={styles.lineWins} data-testid="retiger-line-wins">
          {spin.line_wins.map((w) => (
            <li key={w.line}>
              {t('retiger.lineWin', { line: w.line + 1, symbol: symbolName(w.symbol, t), pay: w.pay })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Problem({ problem }: { problem: SpinProblem }) {
  const { t } = useTranslation('fortune');
  const text =
    problem.kind === 'other'
      ? refusalText(problem.error)
      : problem.kind === 'rate'
        ? t('retiger.errors.rate')
        : t(`retiger.errors.${problem.kind}`);
  return (
    <div className={styles.problem} role="alert" data-testid="retiger-problem" data-kind={problem.kind}>
      <span>{text}</span>
      {problem.kind === 'funds' ? (
        <Link to="/fortune/money/pay" className={parts.textLink} data-testid="retiger-problem-deposit">
          {t('retiger.deposit')}
        </Link>
      ) : null}
      {problem.kind === 'limit' ? (
        <Link to="/fortune?tab=me#limits" className={parts.textLink}>
          {t('retiger.limits')}
        </Link>
      ) : null}
      {problem.kind === 'off' ? (
        <Link to="/fortune" className={parts.textLink}>
          {t('lobby.play.back')}
        </Link>
      ) : null}
    </div>
  );
}
