import { opsSystemHealth } from '@arcadia/contract/ops/index';
import { useT } from '../i18n.ts';
import type { MessageKey } from '../messages/en-US.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Loading, Page, RefreshButton, StatusTag } from '../parts.tsx';
import { useOpsQuery } from '../use-ops.ts';

/** A duration as the largest whole unit: "45 s", "12 min", "3 h", "2 d". */
function ageText(seconds: number, t: ReturnType<typeof useT>['t']): string {
  if (seconds < 60) return t('system.seconds', { n: seconds });
  if (seconds < 3600) return t('system.minutes', { n: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t('system.hours', { n: Math.floor(seconds / 3600) });
  return t('system.days', { n: Math.floor(seconds / 86_400) });
}

/** Operational health: dependencies, the queues people and jobs work (with their oldest item), the process. */
export default function SystemPage() {
  const { t } = useT();
  const health = useOpsQuery(opsSystemHealth, {});
  const data = health.data;
  return (
    <Page title={t('system.title')} actions={<RefreshButton onClick={health.reload} />}>
      {health.error ? <ErrorNote error={health.error} onRetry={health.reload} /> : null}
      {!data && !health.error ? <Loading /> : null}
      {data ? (
        <>
          <div className={styles.cards} data-testid="ops-dependencies">
            {(['database', 'redis'] as const).map((name) => {
              const check = data.dependencies[name];
              return (
                <section key={name} className={styles.card} aria-label={t(`system.${name}`)}>
                  <h2 className={styles.cardTitle}>{t(`system.${name}`)}</h2>
                  <StatusTag
                    status={check.status === 'up' ? 'done' : check.status === 'down' ? 'failed' : 'plain'}
                    label={t(`system.${check.status}`)}
                  />
                  <p className={styles.note}>
                    {name === 'database' ? `${data.database_kind} · ` : ''}
                    {check.status === 'none' ? t('system.noRedis') : `${check.latency_ms} ms`}
                  </p>
                </section>
              );
            })}
          </div>
          <h2 className={styles.cardTitle}>{t('system.queues')}</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="ops-queues">
              <thead>
                <tr>
                  <th scope="col">{t('system.queue')}</th>
                  <th scope="col">{t('system.count')}</th>
                  <th scope="col">{t('system.oldest')}</th>
                </tr>
              </thead>
              <tbody>
                {data.queues.map((queue) => (
                  <tr key={queue.id}>
                    <td>{t(`system.queue.${queue.id}` as MessageKey)}</td>
                    <td className={styles.num}>{queue.count}</td>
                    <td className={styles.num}>{queue.count > 0 ? ageText(queue.oldest_seconds, t) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <section className={styles.card} aria-label={t('system.process')}>
            <h2 className={styles.cardTitle}>{t('system.process')}</h2>
            <Facts
              items={[
                [t('system.uptime'), ageText(data.process.uptime_seconds, t)],
                [t('system.memory'), `${data.process.rss_mb} MB`],
                ['Node', data.process.node],
              ]}
            />
          </section>
        </>
      ) : null}
    </Page>
  );
}
