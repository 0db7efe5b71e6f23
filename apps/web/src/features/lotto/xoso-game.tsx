import { ErrorCode } from '@arcadia/contract';
import {
  DE_PAY,
  LO_PAY,
  XOSO_REGIONS,
  XOSO_STRUCTURE,
  type XosoBetKind,
  type XosoRegion,
} from '@arcadia/contract/games/xoso';
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
import { BalanceLine, countdownText, formatDateTime, StatusBadge, Usdt, useSecondsLeft } from './parts.tsx';
import {
  type Regions,
  useUserId,
  useXosoBet,
  useXosoBets,
  useXosoRegions,
  useXosoResults,
  type XosoDraw,
} from './queries.ts';

const VerifyPanel = lazy(() => import('./verify-panel.tsx'));

const VIEWS = ['bet', 'bets', 'results', 'fair'] as const;
type View = (typeof VIEWS)[number];

/** /win?game=xoso: the regional lottery: bet lo or de on today's board, my bets, boards by day and region, rules. */
export function XosoGame() {
  const { t } = useTranslation('win');
  const [region, setRegion] = useState<XosoRegion>('bac');
  const [view, setView] = useState<View>('bet');
  return (
    <section className={styles.game} aria-labelledby="xoso-title" data-testid="xoso-game">
      <h2 id="xoso-title" className={styles.h2}>
        {t('xoso.title')}
      </h2>
      <Tabs
        id="xoso-regions"
        label={t('xoso.region')}
        items={XOSO_REGIONS.map((r) => ({ value: r, label: t(`xoso.regions.${r}`) }))}
        value={region}
        onChange={setRegion}
      />
      <Tabs
        id="xoso-views"
        label={t('xoso.title')}
        variant="pill"
        items={VIEWS.map((v) => ({ value: v, label: t(`xoso.views.${v}`) }))}
        value={view}
        onChange={setView}
      />
      <TabPanel tabsId="xoso-views" value={view} className={styles.game}>
        {view === 'bet' ? <BetView region={region} /> : null}
        {view === 'bets' ? <MyBets /> : null}
        {view === 'results' ? <ResultsView region={region} /> : null}
        {view === 'fair' ? <Fair region={region} /> : null}
      </TabPanel>
    </section>
  );
}

const two = (n: number) => String(n).padStart(2, '0');

function BetView({ region }: { region: XosoRegion }) {
  const { t } = useTranslation('win');
  const regions = useXosoRegions();
  const userId = useUserId();
  const location = useLocation();
  if (regions.isPending) return <Skeleton height="2.4rem" radius="md" />;
  if (regions.isError) return <LoadFailed retry={() => regions.refetch()} />;
  const entry = regions.data.regions.find((r) => r.region === region);
  const next = entry?.next ?? null;
  return (
    <>
      {next ? <NextDraw draw={next} now={regions.data.now} receivedAt={regions.dataUpdatedAt} /> : null}
      {!next ? <Empty title={t('xoso.noDraw')} /> : null}
      {next && userId === 0 ? <LoginFirst backUrl={`${location.pathname}${location.search ?? ''}`} /> : null}
      {next && userId !== 0 ? <BetForm key={next.id} draw={next} data={regions.data} /> : null}
      {entry?.last ? (
        <article className={styles.panel} aria-labelledby="xoso-last">
          <h3 id="xoso-last" className={styles.h2}>
            {t('xoso.lastResult', { day: entry.last.day })}
          </h3>
          <Board draw={entry.last} />
        </article>
      ) : null}
    </>
  );
}

function NextDraw({ draw, now, receivedAt }: { draw: XosoDraw; now: number; receivedAt: number }) {
  const { t } = useTranslation('win');
  const left = useSecondsLeft(draw.draw_at, now, receivedAt) ?? 0;
  return (
    <article className={styles.panel} aria-labelledby="xoso-next" data-testid="xoso-next">
      <div className={styles.head}>
        <h3 id="xoso-next" className={styles.h2}>
          {t('xoso.drawOf', { region: t(`xoso.regions.${draw.region}`), day: draw.day })}
        </h3>
        <StatusBadge status={draw.status} />
      </div>
      <p className={styles.muted}>
        {t('xoso.drawAt')}: {formatDateTime(draw.draw_at)} · {t('lotto.closesIn')}:{' '}
        <time dateTime={`PT${left}S`}>{left > 0 ? countdownText(left) : t('lotto.closing')}</time>
      </p>
      <p className={styles.muted}>
        {t('lotto.seedHash')}: <code>{draw.seed_hash.slice(0, 16)}…</code>
      </p>
    </article>
  );
}

const STAKES = ['0.5', '1', '5', '10'];

function BetForm({ draw, data }: { draw: XosoDraw; data: Regions }) {
  const { t, locale } = useTranslation('win');
  const [kind, setKind] = useState<XosoBetKind>('lo');
  const [number, setNumber] = useState('');
  const [stake, setStake] = useState('1');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const intent = useRef<string | null>(null);
  const bet = useXosoBet();
  const valid = /^\d{1,2}$/.test(number) && /^\d{1,9}(\.\d{1,6})?$/.test(stake);
  const [num, den] = kind === 'de' ? DE_PAY : LO_PAY[draw.region];
  const changed = () => {
    intent.current = null;
    setError(undefined);
    setDone(undefined);
  };
  const submit = () => {
    intent.current ??= crypto.randomUUID();
    bet.mutate(
      { draw_id: draw.id, kind, number: Number(number), stake, key: intent.current },
      {
        onSuccess: (answer) => {
          intent.current = null;
          setDone(
            t('xoso.placed', {
              kind: t(`xoso.kinds.${answer.bet.kind}`),
              number: two(answer.bet.number),
              balance: formatAmount(answer.balance, { locale }),
            }),
          );
        },
        onError: (e) => {
          if (e instanceof ApiError && e.business) intent.current = null;
          const body = e instanceof ApiError ? (e.data as { reason?: string; stake?: unknown } | null) : null;
          setError(
            body?.reason === 'closed'
              ? t('lotto.errors.closed')
              : body?.stake
                ? t('xoso.errors.stake', { min: data.min_stake, max: data.max_stake })
                : e instanceof ApiError && e.code === ErrorCode.INSUFFICIENT_BALANCE
                  ? t('lotto.errors.balance')
                  : t('lotto.errors.failed'),
          );
        },
      },
    );
  };
  return (
    <form
      className={styles.panel}
      aria-labelledby="xoso-bet"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) submit();
      }}
    >
      <h3 id="xoso-bet" className={styles.h2}>
        {t('xoso.betTitle')}
      </h3>
      <fieldset className={`${styles.row} ${styles.bare}`}>
        <legend className={styles.muted}>{t('xoso.kind')}</legend>
        {(['lo', 'de'] as const).map((k) => (
          <Button
            key={k}
            type="button"
            variant={kind === k ? 'primary' : 'secondary'}
            aria-pressed={kind === k}
            onClick={() => {
              changed();
              setKind(k);
            }}
            data-testid={`xoso-kind-${k}`}
          >
            {t(`xoso.kinds.${k}`)}
          </Button>
        ))}
      </fieldset>
      <p className={styles.muted}>{t(`xoso.explain.${kind}`, { n: formatAmount(String(num / den), { locale }) })}</p>
      <label className={styles.field}>
        {t('xoso.number')}
        <input
          className={styles.input}
          inputMode="numeric"
          maxLength={2}
          value={number}
          placeholder="00-99"
          onChange={(e) => {
            changed();
            setNumber(e.target.value.replace(/\D/g, ''));
          }}
          data-testid="xoso-number"
        />
      </label>
      <label className={styles.field}>
        {t('xoso.stake', { min: data.min_stake, max: data.max_stake })}
        <input
          className={styles.input}
          inputMode="decimal"
          value={stake}
          onChange={(e) => {
            changed();
            setStake(e.target.value.replace(',', '.'));
          }}
          data-testid="xoso-stake"
        />
      </label>
      <div className={styles.row}>
        {STAKES.map((s) => (
          <Button
            key={s}
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              changed();
              setStake(s);
            }}
          >
            {s}
          </Button>
        ))}
      </div>
      <BalanceLine balance={data.balance ?? '0'} />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className={styles.ok} role="status" data-testid="xoso-placed">
          {done}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={bet.isPending} disabled={!valid} data-testid="xoso-submit">
        {valid
          ? t('xoso.place', { kind: t(`xoso.kinds.${kind}`), number: two(Number(number)), stake })
          : t('xoso.betTitle')}
      </Button>
    </form>
  );
}

/** A region's full board: each prize with its numbers, the last two digits (what lo and de read) marked. */
function Board({ draw }: { draw: XosoDraw }) {
  const { t } = useTranslation('win');
  if (!draw.board) return null;
  return (
    <table className={`${styles.table} ${styles.board}`} data-testid={`xoso-board-${draw.id}`}>
      <caption className={styles.muted}>
        {t('xoso.boardOf', { region: t(`xoso.regions.${draw.region}`), day: draw.day })}
      </caption>
      <tbody>
        {draw.board.map((row) => (
          <tr key={row.prize}>
            <th scope="row">{t(`xoso.prizes.${row.prize}`)}</th>
            <td className={row.prize === 'db' ? styles.special : undefined}>
              {row.numbers.map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a drawn row never changes, and a number may repeat in it
                <span key={`${row.prize}-${i}`}>
                  {i > 0 ? ' · ' : ''}
                  {n.slice(0, -2)}
                  <span className={styles.tail}>{n.slice(-2)}</span>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MyBets() {
  const { t } = useTranslation('win');
  const userId = useUserId();
  const location = useLocation();
  const bets = useXosoBets(userId !== 0);
  if (userId === 0) return <LoginFirst backUrl={`${location.pathname}${location.search ?? ''}`} />;
  if (bets.isPending) return <Skeleton height="2.4rem" radius="md" />;
  if (bets.isError) return <LoadFailed retry={() => bets.refetch()} />;
  const list = bets.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <Empty title={t('xoso.noBets')} />;
  return (
    <ul className={styles.list} data-testid="xoso-bets">
      {list.map((b) => (
        <li key={b.id} className={styles.item}>
          <div className={styles.head}>
            <strong>
              {t(`xoso.kinds.${b.kind}`)} {two(b.number)}
            </strong>
            <StatusBadge status={b.draw_status} />
          </div>
          <p className={styles.muted}>
            {t(`xoso.regions.${b.region}`)} · {b.day} · <Usdt value={b.stake} />
          </p>
          <p className={styles.muted}>
            {b.refunded ? t('lotto.refunded') : b.hits === null ? t('lotto.waiting') : t('xoso.hits', { n: b.hits })}
            {b.payout !== '0' ? (
              <>
                {' · '}
                <strong className={styles.tail}>
                  +<Usdt value={b.payout} />
                </strong>
              </>
            ) : null}
          </p>
        </li>
      ))}
      {bets.hasNextPage ? (
        <Button variant="secondary" onClick={() => bets.fetchNextPage()} loading={bets.isFetchingNextPage}>
          {t('lotto.more')}
        </Button>
      ) : null}
    </ul>
  );
}

function ResultsView({ region }: { region: XosoRegion }) {
  const { t } = useTranslation('win');
  const results = useXosoResults(region);
  const [day, setDay] = useState<number>();
  const [verify, setVerify] = useState<number>();
  if (results.isPending) return <Skeleton height="2.4rem" radius="md" />;
  if (results.isError) return <LoadFailed retry={() => results.refetch()} />;
  const list = results.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <Empty title={t('lotto.noResults')} />;
  const shown = list.find((d) => d.id === day) ?? (list[0] as XosoDraw);
  return (
    <article className={styles.panel} aria-labelledby="xoso-results" data-testid="xoso-results">
      <h3 id="xoso-results" className={styles.h2}>
        {t('xoso.resultsOf', { region: t(`xoso.regions.${region}`) })}
      </h3>
      <fieldset className={`${styles.row} ${styles.bare}`} aria-label={t('xoso.day')}>
        {list.map((d) => (
          <Button
            key={d.id}
            size="sm"
            variant={d.id === shown.id ? 'primary' : 'secondary'}
            aria-pressed={d.id === shown.id}
            onClick={() => setDay(d.id)}
          >
            {d.day}
          </Button>
        ))}
      </fieldset>
      <div className={styles.head}>
        <span className={styles.muted}>{formatDateTime(shown.closed_at)}</span>
        <StatusBadge status={shown.status} />
      </div>
      <Board draw={shown} />
      {shown.board ? (
        verify === shown.id ? (
          <Suspense fallback={<Spinner label={t('lotto.verifying')} />}>
            <VerifyPanel game="xoso" drawId={shown.id} />
          </Suspense>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setVerify(shown.id)} data-testid="xoso-verify">
            {t('lotto.verify')}
          </Button>
        )
      ) : null}
      {results.hasNextPage ? (
        <Button variant="ghost" onClick={() => results.fetchNextPage()} loading={results.isFetchingNextPage}>
          {t('lotto.more')}
        </Button>
      ) : null}
    </article>
  );
}

function Fair({ region }: { region: XosoRegion }) {
  const { t, locale } = useTranslation('win');
  const structure = XOSO_STRUCTURE[region];
  const size = structure.reduce((n, r) => n + r.count, 0);
  const [num, den] = LO_PAY[region];
  const pct = (v: number) => `${formatAmount(String(Math.round(v * 10000) / 100), { locale })}%`;
  return (
    <article className={styles.panel} aria-labelledby="xoso-fair">
      <h3 id="xoso-fair" className={styles.h2}>
        {t('xoso.fairTitle', { region: t(`xoso.regions.${region}`) })}
      </h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('xoso.prize')}</th>
            <th scope="col">{t('xoso.digits')}</th>
            <th scope="col">{t('xoso.count')}</th>
          </tr>
        </thead>
        <tbody>
          {structure.map((r) => (
            <tr key={r.prize}>
              <td>{t(`xoso.prizes.${r.prize}`)}</td>
              <td>{r.digits}</td>
              <td>{r.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>
        {t('xoso.loRule', {
          size,
          pay: formatAmount(String(num / den), { locale }),
          rtp: pct((size / 100) * (num / den)),
        })}
      </p>
      <p className={styles.muted}>{t('xoso.deRule', { pay: DE_PAY[0], rtp: pct(DE_PAY[0] / 100) })}</p>
      <p className={styles.muted}>{t('xoso.fairness')}</p>
    </article>
  );
}
