import { useTranslation } from '../../../i18n/i18n.ts';
import { Empty } from '../../../ui/empty.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { formatMoney, percentText } from '../money.ts';
import parts from '../parts.module.css';
import { prizeText } from '../prize.ts';
import type { Account } from '../queries.ts';
import { useSpinConfQuery } from '../queries-play.ts';
import { formatDateTime } from '../time.ts';
import styles from './home.module.css';
import { LuckyWheel } from './lucky-wheel.tsx';
import { WheelLoading } from './wheel-loading.tsx';

/** The lucky wheel with its chances, the next free one, and the published odds and expected value (play-cards.tsx). */
export function SpinBody({ account }: { account: Account }) {
  const { t, locale } = useTranslation('fortune');
  const conf = useSpinConfQuery();
  const currency = account.currency;
  return (
    <>
      {conf.isPending ? <WheelLoading /> : null}
      {conf.isError ? <LoadFailed onRetry={() => void conf.refetch()} testId="wheel-retry" /> : null}
      {conf.data && conf.data.table.length === 0 ? <Empty compact title={t('wheel.empty')} /> : null}
      {conf.data && conf.data.table.length > 0 ? (
        <>
          <p className={styles.chances} data-testid="wheel-chances">
            {t('wheel.chances', { n: conf.data.chances_left, free: conf.data.free_per_day })}
          </p>
          {conf.data.chances_left === 0 ? (
            <p className={parts.note} data-testid="wheel-next">
              {t('wheel.next', { time: formatDateTime(conf.data.next_free_at, locale) })}
            </p>
          ) : null}
          {account.exclusion ? <p className={parts.note}>{t('wheel.paused')}</p> : null}
          <LuckyWheel conf={conf.data} currency={currency} paused={account.exclusion !== null} />
          <p className={styles.ev} data-testid="wheel-ev">
            {t('wheel.ev', { amount: formatMoney(conf.data.expected_value, currency, locale) })}
          </p>
          <details className={styles.odds}>
            <summary>{t('wheel.odds')}</summary>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('wheel.prize')}</th>
                  <th scope="col">{t('wheel.chance')}</th>
                </tr>
              </thead>
              <tbody>
                {conf.data.table.map((row) => (
                  <tr key={row.index}>
                    <td>{prizeText(row.prize, currency, locale, t)}</td>
                    <td>{percentText(row.probability, 4)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={parts.note}>{t('wheel.seed', { hash: conf.data.seed.server_seed_hash.slice(0, 16) })}</p>
          </details>
        </>
      ) : null}
    </>
  );
}
