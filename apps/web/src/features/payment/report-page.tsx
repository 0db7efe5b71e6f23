import { useState } from 'react';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import styles from './payment.module.css';
import { type Statement, useLoggedIn, useStatementQuery } from './queries.ts';
import report from './report.module.css';
import { statementCsv } from './statement-csv.ts';
import { VisitorPage } from './visitor-page.tsx';

type Days = 7 | 30 | 90;
const PERIODS: Days[] = [7, 30, 90];

/** /user/report: income and spending over a period, per coin and kind, the transfers themselves, and a CSV. */
export default function ReportPage() {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const loggedIn = useLoggedIn();
  const [days, setDays] = useState<Days>(30);
  const statement = useStatementQuery(days, loggedIn);
  if (!loggedIn) return <VisitorPage title={tc('titles.userReport')} back="/user/report" />;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="report-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.userReport')}
      </h1>
      <Tabs
        id="report-period"
        label={t('report.period')}
        value={String(days)}
        onChange={(value) => setDays(Number(value) as Days)}
        variant="pill"
        items={PERIODS.map((d) => ({ value: String(d), label: t('report.days', { days: d }) }))}
      />
      {statement.isPending ? (
        <div className={styles.channels} data-testid="report-loading">
          <Skeleton height="1.2rem" radius="md" />
          <Skeleton height="0.56rem" radius="md" />
        </div>
      ) : null}
      {statement.isError ? (
        <Empty
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => statement.refetch()} data-testid="report-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {statement.data ? <StatementView statement={statement.data} days={days} /> : null}
    </section>
  );
}

function StatementView({ statement, days }: { statement: Statement; days: Days }) {
  const { t, locale } = useTranslation('payment');
  if (statement.coins.length === 0)
    return <Empty title={t('report.empty', { days })} description={t('report.emptyText')} />;
  const download = () => {
    const blob = new Blob([statementCsv(statement)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `arcadia-statement-${days}d.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const amount = (value: string) => formatAmount(value, { locale });
  /** A sign only where something moved: "0", not "−0". */
  const signed = (sign: string, value: string) => (Number(value) > 0 ? `${sign}${amount(value)}` : amount(value));
  return (
    <>
      {statement.coins.map((coin) => {
        const widest = Math.max(...coin.categories.map((c) => Number(c.income) + Number(c.spending)), 1e-9);
        return (
          <article key={coin.coin} className={report.coin} data-testid={`report-coin-${coin.coin}`}>
            <header className={report.coinHead}>
              <h2 className={report.coinName}>{coin.coin}</h2>
              <span className={report.net} data-sign={coin.net.startsWith('-') ? 'minus' : 'plus'}>
                {t('report.net')} {coin.net.startsWith('-') ? '' : '+'}
                {amount(coin.net)}
              </span>
            </header>
            <dl className={report.totals}>
              <div>
                <dt>{t('report.income')}</dt>
                <dd className={report.in}>{signed('+', coin.income)}</dd>
              </div>
              <div>
                <dt>{t('report.spending')}</dt>
                <dd className={report.out}>{signed('−', coin.spending)}</dd>
              </div>
            </dl>
            <ul className={report.bars}>
              {coin.categories.map((c) => (
                <li key={c.category}>
                  <span className={report.barLabel}>
                    {t(`report.category.${c.category}`)} · {c.count}
                  </span>
                  <span className={report.barTrack} aria-hidden="true">
                    <span className={report.barIn} style={{ width: `${(Number(c.income) / widest) * 100}%` }} />
                    <span className={report.barOut} style={{ width: `${(Number(c.spending) / widest) * 100}%` }} />
                  </span>
                  <span className={report.barValues}>
                    {Number(c.income) > 0 ? <span className={report.in}>+{amount(c.income)}</span> : null}
                    {Number(c.spending) > 0 ? <span className={report.out}>−{amount(c.spending)}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </article>
        );
      })}
      <div className={report.listHead}>
        <h2 className={report.coinName}>{t('report.transfers')}</h2>
        <Button size="sm" variant="secondary" onClick={download} data-testid="report-csv">
          {t('report.csv')}
        </Button>
      </div>
      <ol className={report.rows}>
        {statement.rows.slice(0, 50).map((row) => (
          <li key={`${row.id}-${row.direction}`} className={report.row}>
            <span>
              {t(`report.category.${row.category}`)}
              <small className={report.when}>{formatDate(row.at)}</small>
            </span>
            <span className={row.direction === 'in' ? report.in : report.out}>
              {row.direction === 'in' ? '+' : '−'}
              {amount(row.amount)} {row.coin}
            </span>
          </li>
        ))}
      </ol>
      {statement.rows.length > 50 || statement.truncated ? <p className={styles.note}>{t('report.more')}</p> : null}
    </>
  );
}
