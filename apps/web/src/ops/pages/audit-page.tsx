import { opsAuditList } from '@arcadia/contract/ops/index';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { Empty, ErrorNote, Loading, Page } from '../parts.tsx';
import { useOpsQuery } from '../use-ops.ts';

/** The append-only log of what operators did: newest first, 50 a page, with the state before and after. */
export default function AuditPage() {
  const { t, locale } = useT();
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsAuditList, { page });
  return (
    <Page title={t('audit.title')}>
      <p className={styles.note}>{t('audit.hint')}</p>
      {list.error ? (
        <ErrorNote error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.list.length === 0 ? (
        <Empty text={t('audit.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="ops-audit-log">
            <thead>
              <tr>
                <th scope="col">{t('common.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatTime(entry.at, locale)}</td>
                  <td>
                    {entry.operator_email || t('audit.system')}
                    <br />
                    <span className={styles.note}>{entry.ip}</span>
                  </td>
                  <td>{entry.action}</td>
                  <td>{entry.target}</td>
                  <td>
                    <pre className={styles.pre}>{describeChange(entry.before, entry.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.row}>
        <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t('common.newer')}
        </Button>
        <Button variant="secondary" disabled={!list.data?.has_more} onClick={() => setPage(page + 1)}>
          {t('common.older')}
        </Button>
      </div>
    </Page>
  );
}

/** Before → after as compact JSON (the log's own record, shown as text). */
function describeChange(before: unknown, after: unknown): string {
  const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
  return `${show(before)}\n→ ${show(after)}`;
}
