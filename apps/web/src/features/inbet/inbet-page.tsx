import { ErrorCode } from '@arcadia/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useOpenedOnce } from '../../ui/use-opened-once.ts';
import { chartPath, secondsLeft } from './chart.ts';
import styles from './inbet.module.css';
import {
  type InbetConfig,
  type InbetPosition,
  type InbetRound,
  type InbetRounds,
  type PairId,
  type Side,
  useConfigQuery,
  useLoggedIn,
  useMyPositionsQuery,
  usePositionMutation,
  usePriceQuery,
  useRoundsQuery,
} from './queries.ts';

const RulesSheet = lazy(() => import('./rules-sheet.tsx'));
const PAIRS: PairId[] = ['BTCUSDT', 'ETHUSDT', 'TONUSDT'];
const CHART_W = 340;
const CHART_H = 140;

/** /inbet: BitGame, up or down on a pair's price over the next window (docs/inbet.md). */
export default function InbetPage() {
  const { t } = useTranslation('inbet');
  const [pair, setPair] = useState<PairId>('BTCUSDT');
  const [rulesOpen, setRulesOpen] = useState(false);
  const [verifyId, setVerifyId] = useState<number | null>(null);
  const rulesWanted = useOpenedOnce(rulesOpen);
  const config = useConfigQuery();
  const rounds = useRoundsQuery(pair);
  const loggedIn = useLoggedIn();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="inbet-page">
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {t('title')}
        </h1>
        <Button variant="secondary" size="sm" onClick={() => setRulesOpen(true)} data-testid="inbet-rules-open">
          {t('rules.open')}
        </Button>
      </div>
      <p className={styles.lead}>
        {config.data ? t('lead', { payout: config.data.payout, edge: config.data.house_edge_percent }) : t('leadShort')}
      </p>
      {loggedIn ? <Balance rounds={rounds.data} /> : null}
      <Tabs
        id="inbet-pair"
        label={t('pair')}
        items={PAIRS.map((id) => ({ value: id, label: id.replace('USDT', '/USDT') }))}
        value={pair}
        onChange={setPair}
        fill
      />
      <Chart pair={pair} live={rounds.data?.live ?? null} />
      {rounds.isPending || config.isPending ? (
        <Skeleton height="2.4rem" radius="md" />
      ) : rounds.isError || config.isError || !rounds.data || !config.data ? (
        <LoadFailed retry={() => (rounds.isError ? rounds.refetch() : config.refetch())} />
      ) : (
        <Game pair={pair} rounds={rounds.data} config={config.data} loggedIn={loggedIn} />
      )}
      {loggedIn ? (
        <History
          onVerify={(id) => {
            setVerifyId(id);
            setRulesOpen(true);
          }}
        />
      ) : null}
      {rulesWanted ? (
        <Suspense fallback={null}>
          <RulesSheet open={rulesOpen} onClose={() => setRulesOpen(false)} config={config.data} verifyId={verifyId} />
        </Suspense>
      ) : null}
    </section>
  );
}

function Balance({ rounds }: { rounds: InbetRounds | undefined }) {
  const { t, locale } = useTranslation('inbet');
  return (
    <div className={styles.balance}>
      <span>
        {t('balance')}{' '}
        <strong data-testid="inbet-balance">
          {rounds?.balance === null || rounds === undefined ? '…' : `${formatAmount(rounds.balance, { locale })} USDT`}
        </strong>
      </span>
      <Link to="/inbet/money" className={buttonClassName({ size: 'sm' })} data-testid="inbet-topup">
        {t('topUp')}
      </Link>
    </div>
  );
}

/** The pair's last three minutes, the running round's lock price as a dashed line. */
function Chart({ pair, live }: { pair: PairId; live: InbetRound | null }) {
  const { t } = useTranslation('inbet');
  const price = usePriceQuery(pair);
  const ticks = price.data?.ticks ?? [];
  const path = chartPath(ticks, CHART_W, CHART_H);
  const last = ticks.at(-1);
  const lock = live?.lock_price ? Number(live.lock_price) : null;
  return (
    <figure className={styles.chart} data-testid="inbet-chart">
      <figcaption className={styles.price}>
        <span className={styles.muted}>{t('lastPrice')}</span>{' '}
        <strong data-testid="inbet-price">{last ? last.price : '…'}</strong>
      </figcaption>
      <svg viewBox={`0 0 ${CHART_W} ${CHART_H}`} role="img" aria-label={t('chart', { pair: pairName(pair) })}>
        {path.area ? <path d={path.area} className={styles.area} /> : null}
        {path.line ? <path d={path.line} className={styles.line} /> : null}
        {lock !== null && lock >= path.min && lock <= path.max ? (
          <line x1="0" x2={CHART_W} y1={path.y(lock)} y2={path.y(lock)} className={styles.lock} />
        ) : null}
        {path.last ? <circle cx={path.last.x} cy={path.last.y} r="3" className={styles.dot} /> : null}
      </svg>
    </figure>
  );
}

function useNow(everyMs = 250): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

function Game({
  pair,
  rounds,
  config,
  loggedIn,
}: {
  pair: PairId;
  rounds: InbetRounds;
  config: InbetConfig;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('inbet');
  const now = useNow();
  // The server's clock: the answer's server_now against the time it arrived.
  const offset = useRef(0);
  const seen = useRef(0);
  if (seen.current !== rounds.server_now) {
    seen.current = rounds.server_now;
    offset.current = rounds.server_now - Date.now();
  }
  const toLock = secondsLeft(rounds.open.locks_at, now, offset.current);
  const mineOpen = rounds.mine.find((m) => m.round.id === rounds.open.id);
  const mineLive = rounds.live ? rounds.mine.find((m) => m.round.id === rounds.live?.id) : undefined;
  return (
    <>
      <div className={styles.panel} data-testid="inbet-open" data-round={rounds.open.number}>
        <div className={styles.row}>
          <h2 className={styles.subtitle}>{t('open.title', { number: rounds.open.number })}</h2>
          <span className={styles.countdown} data-testid="inbet-countdown">
            {t('open.locksIn', { seconds: toLock })}
          </span>
        </div>
        <p className={styles.muted}>
          {t('pool', { up: rounds.open.up_total, down: rounds.open.down_total, n: rounds.open.positions })}
        </p>
        {mineOpen ? (
          <PositionLine position={mineOpen} />
        ) : loggedIn ? (
          <PositionForm pair={pair} round={rounds.open.number} config={config} closed={toLock <= 0} />
        ) : (
          <LoginFirst backUrl="/inbet" body={t('loginBody')} />
        )}
      </div>
      {rounds.live ? <LiveRound round={rounds.live} mine={mineLive} now={now} offset={offset.current} /> : null}
      <Recent rounds={rounds.recent} />
    </>
  );
}

function PositionForm({
  pair,
  round,
  config,
  closed,
}: {
  pair: PairId;
  round: number;
  config: InbetConfig;
  closed: boolean;
}) {
  const { t } = useTranslation('inbet');
  const [amount, setAmount] = useState(config.presets[0] ?? '1');
  const mutation = usePositionMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const open = (side: Side) => {
    setProblem(null);
    mutation.mutate(
      { pair, round, side, amount, key: crypto.randomUUID() },
      { onError: (error) => setProblem(problemOf(error)) },
    );
  };
  return (
    <div className={styles.form}>
      <fieldset className={styles.presets}>
        <legend className={styles.muted}>{t('amount')}</legend>
        {config.presets.map((p) => (
          <button
            key={p}
            type="button"
            className={p === amount ? styles.presetOn : styles.preset}
            aria-pressed={p === amount}
            onClick={() => setAmount(p)}
            data-testid={`inbet-amount-${p}`}
          >
            {p} USDT
          </button>
        ))}
      </fieldset>
      <div className={styles.sides}>
        <button
          type="button"
          className={styles.up}
          disabled={mutation.isPending || closed}
          onClick={() => open('up')}
          data-testid="inbet-up"
        >
          ▲ {t('side.up')} · {config.payout}x
        </button>
        <button
          type="button"
          className={styles.down}
          disabled={mutation.isPending || closed}
          onClick={() => open('down')}
          data-testid="inbet-down"
        >
          ▼ {t('side.down')} · {config.payout}x
        </button>
      </div>
      {problem ? (
        <p className={styles.problem} role="alert" data-testid="inbet-problem">
          {t(`problem.${problem}` as DynamicKey)}{' '}
          {problem === 'balance' ? <Link to="/inbet/money">{t('topUp')}</Link> : null}
        </p>
      ) : null}
    </div>
  );
}

export function problemOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === ErrorCode.INSUFFICIENT_BALANCE) return 'balance';
  if (error.code === ErrorCode.FORTUNE_ROUND_OVER) return 'over';
  if (error.code === ErrorCode.FORTUNE_EXCLUDED || error.code === ErrorCode.FORTUNE_GAME_OFF) return 'paused';
  if (error.code === ErrorCode.FORTUNE_LIMIT_REACHED) return 'limit';
  if (error.code === ErrorCode.VALIDATION) return 'already';
  return 'failed';
}

function LiveRound({
  round,
  mine,
  now,
  offset,
}: {
  round: InbetRound;
  mine: InbetPosition | undefined;
  now: number;
  offset: number;
}) {
  const { t } = useTranslation('inbet');
  const left = secondsLeft(round.closes_at, now, offset);
  return (
    <div className={styles.panel} data-testid="inbet-live" data-round={round.number}>
      <div className={styles.row}>
        <h2 className={styles.subtitle}>{t('live.title', { number: round.number })}</h2>
        <span className={styles.countdown}>
          {round.status === 'closed' ? t(`result.${round.result ?? 'void'}`) : t('live.closesIn', { seconds: left })}
        </span>
      </div>
      <p className={styles.muted}>
        {round.lock_price ? t('live.lock', { price: round.lock_price }) : t('live.waiting')}
      </p>
      {mine ? <PositionLine position={mine} /> : null}
    </div>
  );
}

function PositionLine({ position }: { position: InbetPosition }) {
  const { t, locale } = useTranslation('inbet');
  return (
    <p className={styles.mine} data-testid="inbet-mine" data-side={position.side} data-status={position.status}>
      {t('mine', { side: t(`side.${position.side}`), amount: formatAmount(position.amount, { locale }) })}
      {position.payout !== null ? ` · ${t('paid', { amount: formatAmount(position.payout, { locale }) })}` : ''}
    </p>
  );
}

function Recent({ rounds }: { rounds: InbetRound[] }) {
  const { t } = useTranslation('inbet');
  if (rounds.length === 0) return null;
  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>{t('recent')}</h2>
      <ul className={styles.results} data-testid="inbet-recent">
        {rounds.slice(0, 8).map((r) => (
          <li key={r.id} className={styles.result} data-result={r.result}>
            <span>#{r.number}</span>
            <span className={styles.muted}>
              {r.lock_price ?? '–'} → {r.close_price ?? '–'}
            </span>
            <ResultBadge result={r.result} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultBadge({ result }: { result: InbetRound['result'] }) {
  const { t } = useTranslation('inbet');
  const kind = result ?? 'void';
  return <span className={styles[`badge_${kind}`]}>{t(`result.${kind}`)}</span>;
}

function History({ onVerify }: { onVerify: (round: number) => void }) {
  const { t, locale } = useTranslation('inbet');
  const mine = useMyPositionsQuery(true);
  const positions = mine.data?.pages.flatMap((p) => p.positions) ?? [];
  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>{t('history.title')}</h2>
      {mine.isError ? <LoadFailed retry={() => mine.refetch()} /> : null}
      {positions.length === 0 && !mine.isPending ? <p className={styles.muted}>{t('history.empty')}</p> : null}
      <ul className={styles.results} data-testid="inbet-history">
        {positions.map((p) => (
          <li key={p.id} className={styles.result} data-testid={`inbet-position-${p.id}`} data-status={p.status}>
            <span>
              {pairName(p.round.pair)} #{p.round.number} · {t(`side.${p.side}`)} {formatAmount(p.amount, { locale })}
            </span>
            <span className={styles.muted}>
              {p.payout !== null ? t('paid', { amount: formatAmount(p.payout, { locale }) }) : t('history.pending')}
            </span>
            {p.round.result ? <ResultBadge result={p.round.result} /> : null}
            {p.proof ? (
              <button
                type="button"
                className={styles.verify}
                onClick={() => onVerify(p.round.id)}
                data-testid={`inbet-verify-${p.id}`}
              >
                {t('history.verify')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {mine.hasNextPage ? (
        <Button variant="secondary" size="sm" onClick={() => void mine.fetchNextPage()}>
          {t('history.more')}
        </Button>
      ) : null}
    </div>
  );
}

export function pairName(id: string): string {
  return id.replace('USDT', '/USDT');
}
