import { opsRevokeSession, opsSessions } from '@arcadia/contract/ops/index';
import { Button } from '../../ui/button.tsx';
import { formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Loading, Page } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

/** The operator's own live sessions, each one revocable (a lost laptop, a shared machine). */
export default function SessionsPage() {
  const { t, locale } = useT();
  const list = useOpsQuery(opsSessions, {});
  const revoke = useOpsAction(opsRevokeSession);
  return (
    <Page title={t('sessions.title')}>
      {revoke.error ? <ErrorNote error={revoke.error} /> : null}
      {list.error ? (
        <ErrorNote error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('sessions.device')}</th>
                <th scope="col">{t('sessions.from')}</th>
                <th scope="col">{t('sessions.started')}</th>
                <th scope="col">{t('sessions.lastSeen')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('operators.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((session) => (
                <tr key={session.id}>
                  <td>{session.user_agent || '—'}</td>
                  <td>{session.ip}</td>
                  <td>{formatTime(session.created_at, locale)}</td>
                  <td>{formatTime(session.last_seen_at, locale)}</td>
                  <td>
                    {session.current ? (
                      <span className={styles.note}>{t('sessions.current')}</span>
                    ) : (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={async () => {
                          if (await revoke.run({ session_id: session.id })) list.reload();
                        }}
                      >
                        {t('sessions.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
