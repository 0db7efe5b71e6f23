import { POOL_COIN, STAKE_COIN } from '@arcadia/contract/calls/pool/common';
import { opsMe, opsPoolPeriods, opsPoolSettle } from '@arcadia/contract/ops/index';
import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { Empty, ErrorNote, Facts, Loading, Page, RefreshButton, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Periods = z.output<typeof opsPoolPeriods.response>;
type Period = Periods['list'][number];
type Settled = z.output<typeof opsPoolSettle.response>;

/** Status to StatusTag tone: open is plain, waiting ones wait, settled is done. */
const TONE_OF: Record<Period['status'], string> = {
  open: 'open',
  closed: 'pending',
  paying: 'paying',
  settled: 'paid',
};

/** A period's money figures are known once it is funded (paying or settled); before that they are all zero. */
const funded = (period: Period) => period.status === 'paying' || period.status === 'settled';

/**
 * The prize pool (docs/pool.md): the open period with the pool accounts' balances, the periods with their funding,
 * payouts and carried dust, and "settle now" (after a confirm step; audited on the server as pool.settle) for the
 * open period or one a stopped run left unsettled. Settling needs `ledger.adjust`; the page itself `ledger.read`.
 */
export default function PoolPage() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<Settled | null>(null);
  const list = useOpsQuery(opsPoolPeriods, { page });
  const me = useOpsQuery(opsMe, {});
  const canSettle = me.data?.permissions.includes('ledger.adjust') ?? false;
  const onSettled = (result: Settled) => {
    setDone(result);
    list.reload();
  };
  const data = list.data;
  return (
    <Page title={t('pool.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('pool.hint')}</p>
      {done ? <SettledNote result={done} /> : null}
      {list.error ? (
        <ErrorNote error={list.error} onRetry={list.reload} />
      ) : list.loading || !data ? (
        <Loading />
      ) : (
        <>
          <Current data={data} canSettle={canSettle} onSettled={onSettled} />
          {data.list
            .filter((period) => period.status === 'closed' || period.status === 'paying')
            .map((period) => (
              <Unsettled key={period.id} period={period} canSettle={canSettle} onSettled={onSettled} />
            ))}
          <h2 className={styles.cardTitle}>{t('pool.history')}</h2>
          {data.list.length === 0 ? <Empty text={t('pool.empty')} /> : <PeriodTable list={data.list} />}
          <div className={styles.row}>
            {page > 1 ? (
              <Button variant="secondary" onClick={() => setPage(page - 1)}>
                {t('common.newer')}
              </Button>
            ) : null}
            {data.has_more ? (
              <Button variant="secondary" onClick={() => setPage(page + 1)}>
                {t('common.older')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </Page>
  );
}

function useMoney() {
  const { locale } = useT();
  return {
    usdt: (v: string) => `${formatAmount(v, locale)} ${POOL_COIN}`,
    kc: (v: string) => `${formatAmount(v, locale)} ${STAKE_COIN}`,
  };
}

/** The open period (on the first page) and what the pool accounts hold now. */
function Current({
  data,
  canSettle,
  onSettled,
}: {
  data: Periods;
  canSettle: boolean;
  onSettled: (result: Settled) => void;
}) {
  const { t, locale } = useT();
  const { usdt, kc } = useMoney();
  const open = data.list[0]?.status === 'open' ? data.list[0] : undefined;
  // The period before the open one carries its dust into it once it is funded.
  const before = open ? data.list[1] : undefined;
  const carried = before && funded(before) ? usdt(before.dust) : before ? t('pool.notYet', { id: before.id }) : '—';
  const accounts: [string, string][] = [
    [t('pool.balance'), usdt(data.pool_balance)],
    [t('pool.staked'), kc(data.staked)],
  ];
  return (
    <article className={styles.card} data-testid="ops-pool-current" aria-labelledby="pool-current-title">
      <header className={styles.pageHead}>
        <h2 id="pool-current-title" className={styles.cardTitle}>
          {open ? `${t('pool.now')} · ${t('pool.period', { id: open.id })}` : t('pool.now')}
        </h2>
        {open ? <StatusTag status={TONE_OF.open} label={t('pool.status.open')} /> : null}
      </header>
      {open ? (
        <Facts
          items={[
            [t('pool.started'), formatTime(open.starts_at, locale)],
            [t('pool.ends'), formatTime(open.ends_at, locale)],
            [t('pool.share'), `${open.share_bps / 100}%`],
            [t('pool.carriedIn'), carried],
            ...accounts,
          ]}
        />
      ) : (
        <Facts items={accounts} />
      )}
      {open ? <p className={styles.note}>{t('pool.openHint')}</p> : null}
      {open && canSettle ? <SettleAction period={open} onSettled={onSettled} /> : null}
    </article>
  );
}

/** A closed period not funded yet, or one a stopped run left part-paid. */
function Unsettled({
  period,
  canSettle,
  onSettled,
}: {
  period: Period;
  canSettle: boolean;
  onSettled: (result: Settled) => void;
}) {
  const { t, locale } = useT();
  const { usdt } = useMoney();
  return (
    <article className={styles.card} data-testid={`ops-pool-unsettled-${period.id}`}>
      <header className={styles.pageHead}>
        <h2 className={styles.cardTitle}>{t('pool.period', { id: period.id })}</h2>
        <StatusTag status={TONE_OF[period.status]} label={t(`pool.status.${period.status}`)} />
      </header>
      <Facts
        items={[
          [t('pool.ended'), formatTime(period.closed_at ?? period.ends_at, locale)],
          ...(period.status === 'paying'
            ? ([
                [t('pool.col.funded'), usdt(period.funded)],
                [t('pool.col.paid'), usdt(period.paid)],
                [t('pool.unpaid'), period.unpaid],
              ] as [string, string | number][])
            : []),
        ]}
      />
      <p className={styles.note}>{t(period.status === 'paying' ? 'pool.payingHint' : 'pool.closedHint')}</p>
      {canSettle ? <SettleAction period={period} onSettled={onSettled} /> : null}
    </article>
  );
}

/** "Settle now", then a confirm step; the call asks for password and code again when the server wants them. */
function SettleAction({ period, onSettled }: { period: Period; onSettled: (result: Settled) => void }) {
  const { t, locale } = useT();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const settle = useOpsAction(opsPoolSettle);
  const act = async () => {
    const result = await settle.run({ period_id: period.id });
    setConfirming(false);
    if (result) onSettled(result);
  };
  const question =
    period.status === 'open'
      ? t('pool.confirmOpen', { id: period.id, ends: formatTime(period.ends_at, locale) })
      : t('pool.confirmUnsettled', { id: period.id });
  return (
    <>
      {settle.error ? <ErrorNote error={settle.error} /> : null}
      {confirming ? (
        <div ref={confirmRef} tabIndex={-1} className={styles.card} data-testid="ops-pool-confirm">
          <p>{question}</p>
          <div className={styles.row}>
            <Button onClick={act} loading={settle.pending} data-testid="ops-pool-confirm-yes">
              {t('pool.confirmYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={settle.pending}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          <Button
            onClick={() => {
              settle.reset();
              setConfirming(true);
            }}
            data-testid={`ops-pool-settle-${period.id}`}
          >
            {t('pool.settleNow')}
          </Button>
        </div>
      )}
    </>
  );
}

/** What a settlement did: the period's payouts and dust, or that it was settled already. */
function SettledNote({ result }: { result: Settled }) {
  const { t } = useT();
  const { usdt } = useMoney();
  const { period, changed } = result;
  const text = !changed
    ? t('pool.already', { id: period.id })
    : period.status === 'settled'
      ? t('pool.settled', {
          id: period.id,
          paid: usdt(period.paid),
          holders: period.holders,
          dust: usdt(period.dust),
        })
      : t('pool.notFinished', { id: period.id, status: t(`pool.status.${period.status}`), count: period.unpaid });
  return (
    <p className={styles.success} role="status" data-testid="ops-pool-done">
      {text}
    </p>
  );
}

function PeriodTable({ list }: { list: Period[] }) {
  const { t, locale } = useT();
  const { usdt, kc } = useMoney();
  const money = (period: Period, value: string, show: (v: string) => string) => (funded(period) ? show(value) : '—');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="ops-pool-periods">
        <thead>
          <tr>
            <th scope="col">{t('pool.col.period')}</th>
            <th scope="col">{t('pool.col.window')}</th>
            <th scope="col">{t('common.status')}</th>
            <th scope="col">{t('pool.col.earned')}</th>
            <th scope="col">{t('pool.col.funded')}</th>
            <th scope="col">{t('pool.col.carriedIn')}</th>
            <th scope="col">{t('pool.col.paid')}</th>
            <th scope="col">{t('pool.col.dust')}</th>
            <th scope="col">{t('pool.col.holders')}</th>
            <th scope="col">{t('pool.col.counted')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((period) => (
            <tr key={period.id} data-testid={`ops-pool-period-${period.id}`}>
              <th scope="row" className={styles.num}>
                #{period.id}
              </th>
              <td className={styles.num}>
                <div>{formatTime(period.starts_at, locale)}</div>
                <div>{formatTime(period.closed_at ?? period.ends_at, locale)}</div>
              </td>
              <td>
                <StatusTag status={TONE_OF[period.status]} label={t(`pool.status.${period.status}`)} />
              </td>
              <td className={styles.num}>
                {funded(period) ? (
                  <>
                    <div>{usdt(period.fees_earned)}</div>
                    <div>{usdt(period.house_earned)}</div>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className={styles.num}>{money(period, period.funded, usdt)}</td>
              <td className={styles.num}>{money(period, period.carried_in, usdt)}</td>
              <td className={styles.num}>
                <div>{money(period, period.paid, usdt)}</div>
                {period.unpaid > 0 ? <div>{t('pool.unpaidCount', { count: period.unpaid })}</div> : null}
              </td>
              <td className={styles.num}>{money(period, period.dust, usdt)}</td>
              <td className={styles.num}>{funded(period) ? period.holders : '—'}</td>
              <td className={styles.num}>{money(period, period.total_counted, kc)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
