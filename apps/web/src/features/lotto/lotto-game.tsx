import { ErrorCode } from '@arcadia/contract';
import { LOTTO_DRAWS, LOTTO_FIXED_MULTIPLE, LOTTO_POOL, LOTTO_TIERS, lottoWays } from '@arcadia/contract/games/lotto';
import { lazy, Suspense, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useLocation } from '../../app/router/route-context.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import styles from './lotto.module.css';
import { BalanceLine, Balls, countdownText, formatDateTime, StatusBadge, Usdt, useSecondsLeft } from './parts.tsx';
import {
  type LottoDraw,
  type LottoNow,
  useLottoBuy,
  useLottoNow,
  useLottoResults,
  useLottoTickets,
  useUserId,
} from './queries.ts';

const VerifyPanel = lazy(() => import('./verify-panel.tsx'));

const VIEWS = ['play', 'tickets', 'results', 'fair'] as const;
type View = (typeof VIEWS)[number];

/** /win?game=lotto: the 6/45 draw on sale (pick or quick pick, buy), my tickets, results with proofs, the rules. */
export function LottoGame() {
  const { t } = useTranslation('win');
  const [view, setView] = useState<View>('play');
  return (
    <section className={styles.game} aria-labelledby="lotto-title" data-testid="lotto-game">
      <h2 id="lotto-title" className={styles.h2}>
        {t('lotto.title')}
      </h2>
      <Tabs
        id="lotto-views"
        label={t('lotto.title')}
        variant="pill"
        items={VIEWS.map((v) => ({ value: v, label: t(`lotto.views.${v}`) }))}
        value={view}
        onChange={setView}
      />
      <TabPanel tabsId="lotto-views" value={view} className={styles.game}>
        {view === 'play' ? <Play /> : null}
        {view === 'tickets' ? <Tickets /> : null}
        {view === 'results' ? <Results /> : null}
        {view === 'fair' ? <Fair /> : null}
      </TabPanel>
    </section>
  );
}

/** A quick pick from the browser's CSPRNG (rejection sampling, no bias). */
function quickLine(): number[] {
  const pool = Array.from({ length: LOTTO_POOL }, (_, i) => i + 1);
  const out: number[] = [];
  const byte = new Uint8Array(1);
  while (out.length < 6) {
    crypto.getRandomValues(byte);
    const m = pool.length;
    if ((byte[0] as number) >= 256 - (256 % m)) continue;
    out.push(pool.splice((byte[0] as number) % m, 1)[0] as number);
  }
  return out.sort((a, b) => a - b);
}

function Play() {
  const { t } = useTranslation('win');
  const now = useLottoNow();
  const userId = useUserId();
  const location = useLocation();
  if (now.isPending) return <Skeleton height="2.4rem" radius="md" />;
  if (now.isError) return <LoadFailed retry={() => now.refetch()} />;
  const { draw } = now.data;
  return (
    <>
      {draw ? <DrawCard draw={draw} now={now.data.now} receivedAt={now.dataUpdatedAt} /> : null}
      {!draw ? <Empty title={t('lotto.noDraw')} /> : null}
      {draw && userId === 0 ? <LoginFirst backUrl={`${location.pathname}${location.search ?? ''}`} /> : null}
      {draw && userId !== 0 ? <Picker data={now.data} draw={draw} /> : null}
    </>
  );
}

function DrawCard({ draw, now, receivedAt }: { draw: LottoDraw; now: number; receivedAt: number }) {
  const { t } = useTranslation('win');
  const left = useSecondsLeft(draw.closes_at, now, receivedAt) ?? 0;
  return (
    <article className={styles.panel} aria-labelledby="lotto-draw" data-testid="lotto-draw">
      <div className={styles.head}>
        <h3 id="lotto-draw" className={styles.h2}>
          {t('lotto.draw', { id: draw.id })}
        </h3>
        <StatusBadge status={draw.status} />
      </div>
      <p className={styles.muted}>{t('lotto.jackpot')}</p>
      <p className={styles.jackpot} data-testid="lotto-jackpot">
        <Usdt value={draw.jackpot} />
      </p>
      <p className={styles.muted}>
        {t('lotto.closesIn')}:{' '}
        <time dateTime={`PT${left}S`}>{left > 0 ? countdownText(left) : t('lotto.closing')}</time>
        {' · '}
        {t('lotto.price')}: <Usdt value={draw.price} />
        {' · '}
        {t('lotto.sold', { sold: draw.sold })}
      </p>
      <p className={styles.muted}>
        {t('lotto.seedHash')}: <code>{draw.seed_hash.slice(0, 16)}…</code>
      </p>
    </article>
  );
}

/** Minor units (6 decimals) of a USDT text, for totals; never a float. */
const micro = (v: string) => {
  const [w = '0', f = ''] = v.split('.');
  return BigInt(w) * 1_000_000n + BigInt(f.padEnd(6, '0').slice(0, 6) || '0');
};
const fromMicro = (m: bigint) => {
  const frac = String(m % 1_000_000n)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${m / 1_000_000n}${frac ? `.${frac}` : ''}`;
};

function Picker({ data, draw }: { data: LottoNow; draw: LottoDraw }) {
  const { t, locale } = useTranslation('win');
  const [picked, setPicked] = useState<number[]>([]);
  const [lines, setLines] = useState<{ id: number; numbers: number[] }[]>([]);
  const lineIds = useRef(0);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const intent = useRef<string | null>(null);
  const buy = useLottoBuy();
  const chosen = lines.map((l) => l.numbers);
  const toBuy = picked.length === 6 ? [...chosen, [...picked].sort((a, b) => a - b)] : chosen;
  const total = fromMicro(micro(draw.price) * BigInt(toBuy.length));
  const short = micro(data.balance ?? '0') < micro(total);
  const full = lines.length >= data.max_lines;
  const changed = () => {
    intent.current = null;
    setError(undefined);
    setDone(undefined);
  };
  const toggle = (n: number) => {
    changed();
    setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < 6 ? [...p, n] : p));
  };
  const addLine = (line: number[], fromPicked: boolean) => {
    changed();
    lineIds.current += 1;
    const id = lineIds.current;
    setLines((l) => (l.length < data.max_lines ? [...l, { id, numbers: line }] : l));
    if (fromPicked) setPicked([]);
  };
  const submit = () => {
    intent.current ??= crypto.randomUUID();
    buy.mutate(
      { draw_id: draw.id, lines: toBuy.slice(0, data.max_lines), key: intent.current },
      {
        onSuccess: (answer) => {
          intent.current = null;
          setLines([]);
          setPicked([]);
          setDone(t('lotto.bought', { n: answer.tickets.length, balance: formatAmount(answer.balance, { locale }) }));
        },
        onError: (e) => {
          if (e instanceof ApiError && e.business) intent.current = null;
          const reason = e instanceof ApiError ? (e.data as { reason?: string } | null)?.reason : undefined;
          setError(
            reason === 'closed'
              ? t('lotto.errors.closed')
              : e instanceof ApiError && e.code === ErrorCode.INSUFFICIENT_BALANCE
                ? t('lotto.errors.balance')
                : t('lotto.errors.failed'),
          );
        },
      },
    );
  };
  return (
    <article className={styles.panel} aria-labelledby="lotto-pick">
      <div className={styles.head}>
        <h3 id="lotto-pick" className={styles.h2}>
          {t('lotto.pickTitle')}
        </h3>
        <span className={styles.muted} aria-live="polite">
          {t('lotto.picked', { n: picked.length })}
        </span>
      </div>
      <fieldset className={`${styles.grid} ${styles.bare}`} aria-label={t('lotto.pickTitle')}>
        {Array.from({ length: LOTTO_POOL }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            className={styles.num}
            aria-pressed={picked.includes(n)}
            disabled={!picked.includes(n) && picked.length >= 6}
            onClick={() => toggle(n)}
            data-testid={`lotto-n-${n}`}
          >
            {String(n).padStart(2, '0')}
          </button>
        ))}
      </fieldset>
      <div className={styles.row}>
        <Button
          variant="secondary"
          onClick={() => addLine(quickLine(), false)}
          disabled={full}
          data-testid="lotto-quick"
        >
          {t('lotto.quickPick')}
        </Button>
        <Button
          variant="ghost"
          onClick={() =>
            addLine(
              [...picked].sort((a, b) => a - b),
              true,
            )
          }
          disabled={picked.length !== 6 || full}
          data-testid="lotto-add"
        >
          {t('lotto.addLine')}
        </Button>
      </div>
      {lines.length > 0 ? (
        <ol className={styles.list} aria-label={t('lotto.lines')} data-testid="lotto-lines">
          {lines.map((line, i) => (
            <li key={line.id} className={styles.row}>
              <Balls numbers={line.numbers} label={t('lotto.line', { n: i + 1 })} />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('lotto.removeLine', { n: i + 1 })}
                onClick={() => {
                  changed();
                  setLines((l) => l.filter((_, j) => j !== i));
                }}
              >
                ×
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <BalanceLine balance={data.balance ?? '0'} />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className={styles.ok} role="status" data-testid="lotto-bought">
          {done}
        </p>
      ) : null}
      {short && toBuy.length > 0 ? <p className={styles.error}>{t('lotto.errors.balance')}</p> : null}
      <Button
        size="lg"
        onClick={submit}
        loading={buy.isPending}
        disabled={toBuy.length === 0 || short}
        data-testid="lotto-buy"
      >
        {toBuy.length === 0
          ? t('lotto.pickTitle')
          : t('lotto.buy', { n: toBuy.length, total: formatAmount(total, { locale }) })}
      </Button>
    </article>
  );
}

function Tickets() {
  const { t } = useTranslation('win');
  const userId = useUserId();
  const location = useLocation();
  const tickets = useLottoTickets(userId !== 0);
  if (userId === 0) return <LoginFirst backUrl={`${location.pathname}${location.search ?? ''}`} />;
  if (tickets.isPending) return <Skeleton height="2.4rem" radius="md" />;
  if (tickets.isError) return <LoadFailed retry={() => tickets.refetch()} />;
  const list = tickets.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <Empty title={t('lotto.noTickets')} />;
  return (
    <ul className={styles.list} data-testid="lotto-tickets">
      {list.map((x) => (
        <li key={x.id} className={styles.item}>
          <div className={styles.head}>
            <span>{t('lotto.ticketOf', { id: x.id, draw: x.draw_id })}</span>
            <StatusBadge status={x.draw_status} />
          </div>
          <Balls numbers={x.numbers} hits={x.draw_numbers ?? []} label={t('lotto.yourNumbers')} />
          <p className={styles.muted}>
            {x.refunded
              ? t('lotto.refunded')
              : x.matches === null
                ? t('lotto.waiting')
                : t('lotto.result', { matches: x.matches })}
            {x.prize !== '0' ? (
              <>
                {' · '}
                <strong className={styles.tail}>
                  +<Usdt value={x.prize} />
                </strong>
              </>
            ) : null}
          </p>
        </li>
      ))}
      {tickets.hasNextPage ? (
        <Button variant="secondary" onClick={() => tickets.fetchNextPage()} loading={tickets.isFetchingNextPage}>
          {t('lotto.more')}
        </Button>
      ) : null}
    </ul>
  );
}

function Results() {
  const { t } = useTranslation('win');
  const results = useLottoResults();
  const [verify, setVerify] = useState<number>();
  if (results.isPending) return <Skeleton height="2.4rem" radius="md" />;
  if (results.isError) return <LoadFailed retry={() => results.refetch()} />;
  const list = results.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <Empty title={t('lotto.noResults')} />;
  return (
    <ul className={styles.list} data-testid="lotto-results">
      {list.map((d) => (
        <li key={d.id} className={styles.item} data-testid={`lotto-result-${d.id}`}>
          <div className={styles.head}>
            <strong>{t('lotto.draw', { id: d.id })}</strong>
            <StatusBadge status={d.status} />
          </div>
          <p className={styles.muted}>{formatDateTime(d.closed_at)}</p>
          {d.numbers ? <Balls numbers={d.numbers} label={t('lotto.winningNumbers')} /> : null}
          {d.tiers.length > 0 ? (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('lotto.matches')}</th>
                  <th scope="col">{t('lotto.winners')}</th>
                  <th scope="col">{t('lotto.prizeEach')}</th>
                </tr>
              </thead>
              <tbody>
                {d.tiers.map((tier) => (
                  <tr key={tier.matches}>
                    <td>{tier.matches === 6 ? t('lotto.jackpot') : tier.matches}</td>
                    <td>{tier.winners}</td>
                    <td>
                      <Usdt value={tier.prize_each} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {d.carry_out !== null && d.status !== 'refunded' && d.status !== 'refunding' ? (
            <p className={styles.muted}>
              {t('lotto.carry')}: <Usdt value={d.carry_out} />
            </p>
          ) : null}
          {d.numbers ? (
            verify === d.id ? (
              <Suspense fallback={<Spinner label={t('lotto.verifying')} />}>
                <VerifyPanel game="lotto" drawId={d.id} />
              </Suspense>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setVerify(d.id)} data-testid="lotto-verify">
                {t('lotto.verify')}
              </Button>
            )
          ) : null}
        </li>
      ))}
      {results.hasNextPage ? (
        <Button variant="secondary" onClick={() => results.fetchNextPage()} loading={results.isFetchingNextPage}>
          {t('lotto.more')}
        </Button>
      ) : null}
    </ul>
  );
}

function Fair() {
  const { t, locale } = useTranslation('win');
  const odds = (k: number) =>
    formatAmount(String(Math.round(Number(LOTTO_DRAWS) / Number(lottoWays(k)))), { locale, decimals: 0 });
  return (
    <article className={styles.panel} aria-labelledby="lotto-fair">
      <h3 id="lotto-fair" className={styles.h2}>
        {t('lotto.fairTitle')}
      </h3>
      <p className={styles.muted}>{t('lotto.rules')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('lotto.matches')}</th>
            <th scope="col">{t('lotto.odds')}</th>
            <th scope="col">{t('lotto.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {LOTTO_TIERS.map((k) => (
            <tr key={k}>
              <td>{k}</td>
              <td>{t('lotto.oneIn', { n: odds(k) })}</td>
              <td>{k === 6 ? t('lotto.jackpot') : t('lotto.times', { n: LOTTO_FIXED_MULTIPLE[k] ?? 0 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{t('lotto.rtp')}</p>
      <p className={styles.muted}>{t('lotto.fairness')}</p>
    </article>
  );
}
