import { opsLedgerCheck } from '@arcadia/contract/ops/index';
import { Button } from '../../ui/button.tsx';
import { formatAmount } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Loading, Page } from '../parts.tsx';
import { useOpsQuery } from '../use-ops.ts';

/** The ledger check (every transfer balanced, every balance equal to its entries) and the system accounts. */
export default function LedgerPage() {
  const { t, locale } = useT();
  const check = useOpsQuery(opsLedgerCheck, {});
  return (
    <Page
      title={t('ledger.title')}
      actions={
        <Button variant="secondary" onClick={check.reload} loading={check.loading}>
          {t('ledger.runAgain')}
        </Button>
      }
    >
      {check.error ? (
        <ErrorNote error={check.error} onRetry={check.reload} />
      ) : !check.data ? (
        <Loading />
      ) : (
        <>
          <section
            className={check.data.ok ? styles.success : styles.error}
            role="status"
            data-testid="ops-ledger-result"
          >
            {check.data.ok ? t('ledger.okLong') : t('ledger.problemsLong', { count: check.data.problems.length })}
          </section>
          {check.data.problems.length > 0 ? (
            <ul>
              {check.data.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <h2 className={styles.cardTitle}>{t('ledger.system')}</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('ledger.account')}</th>
                  <th scope="col">{t('ledger.coin')}</th>
                  <th scope="col">{t('ledger.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {check.data.system_balances.map((row) => (
                  <tr key={`${row.account}-${row.coin}`}>
                    <td>{row.account}</td>
                    <td>{row.coin}</td>
                    <td className={styles.num}>{formatAmount(row.balance, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Page>
  );
}
