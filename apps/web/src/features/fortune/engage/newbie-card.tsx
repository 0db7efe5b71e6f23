import { useEffect } from 'react';
import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import parts from '../parts.module.css';
import type { NewbieTask } from '../queries.ts';
import { useNewbieStatusQuery, useRefreshChances } from '../queries-engage.ts';
import styles from './engage.module.css';

const DAY_MS = 86_400_000;

/** Where each task is done: the deposit page, the wheel or the lottery on home, the limits, the VIP ladder. */
export const TASK_LINKS: Record<NewbieTask['id'], string | null> = {
  join: null,
  first_recharge: '/fortune/money/pay',
  first_spin: '/fortune#fortune-wheel-title',
  first_lottery: '/fortune#fortune-lottery-title',
  set_limit: '/fortune?tab=me#limits',
  vip_1: '/fortune?tab=vip',
};

/** Whole days left until `endsAt` (unix seconds), at least 1 while the week runs. */
export function daysLeft(endsAt: number, now: number): number {
  return Math.max(1, Math.ceil((endsAt * 1000 - now) / DAY_MS));
}

/**
 * The new-player checklist of the first week: each task with its tick and its extra spins, a link to where an undone
 * one is done, and the days left. Reading it grants the chances of tasks done since, so the wheel's count is asked
 * again after each answer.
 */
export default function NewbieCard({ endsAt }: { endsAt: number }) {
  const { t } = useTranslation('fortune');
  const status = useNewbieStatusQuery();
  const refreshChances = useRefreshChances();
  const answeredAt = status.dataUpdatedAt;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, not per render.
  useEffect(() => {
    if (answeredAt) refreshChances();
  }, [answeredAt]);

  const tasks = status.data?.tasks ?? [];
  const done = tasks.filter((task) => task.done).length;
  return (
    <section id="newbie" className={styles.card} aria-labelledby="newbie-title" data-testid="newbie-card">
      <div className={styles.head}>
        <h2 id="newbie-title" className={parts.cardTitle}>
          {t('newbie.title')}
        </h2>
        <span className={parts.note} data-testid="newbie-days">
          {t('newbie.daysLeft', { count: daysLeft(endsAt, Date.now()) })}
        </span>
      </div>
      <p className={parts.note}>{t('newbie.text')}</p>
      {status.isPending ? <Skeleton height="1.6rem" radius="md" /> : null}
      {status.isError ? <LoadFailed onRetry={() => void status.refetch()} testId="newbie-retry" /> : null}
      {status.data ? (
        <>
          <div
            className={parts.bar}
            role="progressbar"
            aria-label={t('newbie.progress', { done, total: tasks.length })}
            aria-valuemin={0}
            aria-valuemax={tasks.length}
            aria-valuenow={done}
          >
            <span style={{ width: `${tasks.length ? (done / tasks.length) * 100 : 0}%` }} />
          </div>
          <ul className={styles.list}>
            {tasks.map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function TaskRow({ task }: { task: NewbieTask }) {
  const { t } = useTranslation('fortune');
  const link = TASK_LINKS[task.id];
  const name = t(`newbie.task.${task.id}`);
  return (
    <li className={styles.task} data-done={task.done} data-testid={`newbie-${task.id}`}>
      <span className={styles.tick} role="img" aria-label={task.done ? t('newbie.done') : t('newbie.todo')} />
      <span className={styles.taskMain}>
        <span className={styles.taskName}>{name}</span>
        {task.reward_chances > 0 ? (
          <span className={styles.reward}>{t('newbie.reward', { count: task.reward_chances })}</span>
        ) : null}
      </span>
      {!task.done && link ? (
        <Link
          to={link}
          className={styles.go}
          aria-label={`${t('newbie.go')}: ${name}`}
          data-testid={`newbie-go-${task.id}`}
        >
          {t('newbie.go')}
        </Link>
      ) : null}
    </li>
  );
}
