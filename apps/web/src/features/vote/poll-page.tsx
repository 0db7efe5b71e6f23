import { useParams } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { usePoll, usePollVote, useUserId } from './queries.ts';
import styles from './vote.module.css';

/** /vote/<id>: a single-choice poll; one vote per player, the results show after voting. */
export default function PollPage() {
  const { t } = useTranslation('vote');
  const params = useParams<{ _splat?: string }>();
  const id = Number(params._splat ?? '');
  const valid = Number.isInteger(id) && id > 0;
  const poll = usePoll(valid ? id : 0);
  const cast = usePollVote();
  const loggedIn = useUserId() > 0;
  if (!valid) return <Empty title={t('pollNotFound')} />;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="vote-poll-page">
      {poll.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : poll.isError ? (
        <LoadFailed retry={poll.refetch} />
      ) : (
        <>
          <h1 id="page-title" className={styles.title}>
            {poll.data.poll.question}
          </h1>
          <ul className={styles.list}>
            {poll.data.poll.options.map((o) => {
              const total = Math.max(poll.data.poll.total_votes ?? 0, 1);
              const share = o.votes === null ? null : Math.round((o.votes / total) * 100);
              return (
                <li key={o.id} className={styles.panel} data-testid="vote-poll-option">
                  {share === null ? (
                    <Button
                      variant="secondary"
                      className={styles.option}
                      disabled={!loggedIn || poll.data.poll.ended}
                      loading={cast.isPending && cast.variables?.option_id === o.id}
                      onClick={() => cast.mutate({ poll_id: poll.data.poll.id, option_id: o.id })}
                    >
                      {o.label}
                    </Button>
                  ) : (
                    <>
                      <div className={styles.row}>
                        <strong className={poll.data.poll.my_option_id === o.id ? styles.winner : undefined}>
                          {o.label}
                          {poll.data.poll.my_option_id === o.id ? ` · ${t('yourChoice')}` : ''}
                        </strong>
                        <span data-testid="vote-poll-share">{share}%</span>
                      </div>
                      <div className={styles.bar} role="presentation">
                        <div className={styles.fill} style={{ width: `${share}%` }} />
                      </div>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          {poll.data.poll.total_votes !== null ? (
            <p className={styles.muted} data-testid="vote-poll-total">
              {t('totalVotes', { count: poll.data.poll.total_votes })}
            </p>
          ) : null}
          {!loggedIn ? <LoginFirst backUrl={`/vote/${id}`} /> : null}
          {cast.isError ? <p className={styles.error}>{t('failed')}</p> : null}
        </>
      )}
    </section>
  );
}
