import {
  opsFortuneAgentsCommissions,
  opsFortuneAgentsDecide,
  opsFortuneAgentsFlagged,
  opsFortuneAgentsList,
} from '@arcadia/contract/ops/index';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { Pager } from '../fortune-fields.tsx';
import { ListStates } from '../fortune-forms.tsx';
import { type ConsoleLocale, useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Filters, Page, QueueItems, Section, StatusTag } from '../parts.tsx';
import { Link } from '../router.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;
type Status = (typeof STATUSES)[number];
type Application = z.output<typeof opsFortuneAgentsList.response>['list'][number];
type Flagged = z.output<typeof opsFortuneAgentsFlagged.response>['list'][number];
type Commission = z.output<typeof opsFortuneAgentsCommissions.response>['list'][number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const USER_ID = /^\d{1,10}$/;

/** Basis points as a percentage: 2500 -> "25%" (a rate for display, not an amount). */
const bps = (value: number, locale: ConsoleLocale) => `${formatAmount(String(value / 100), locale)}%`;

/**
 * Fortune's agents (docs/fortune-invites.md): the applications (oldest pending first), each approved or rejected with
 * a reason the applicant sees; the invitees flagged as self-referrals; and the daily invite commissions paid.
 */
export default function FortuneAgentsPage() {
  const { t } = useT();
  return (
    <Page title={t('fortuneAgents.title')}>
      <p className={styles.note}>{t('fortuneAgents.hint')}</p>
      <ApplicationsSection />
      <FlaggedSection />
      <CommissionsSection />
    </Page>
  );
}

function PlayerLink({ id, name }: { id: number; name?: string }) {
  return <Link to={`/players?q=${id}`}>{name ? `${name} (${id})` : id}</Link>;
}

function ApplicationsSection() {
  const { t } = useT();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsFortuneAgentsList, { status, page });
  return (
    <Section id="agents-applications-title" title={t('fortuneAgents.applications')} onRefresh={list.reload}>
      <Filters
        label={t('common.status')}
        options={STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        text={(s) => t(`fortuneAgents.status.${s}`)}
      />
      <QueueItems
        query={list}
        emptyText={status === 'pending' ? t('fortuneAgents.emptyPending') : t('common.emptyFilter')}
        render={(application) => (
          <ApplicationCard key={application.user_id} application={application} onDecided={list.reload} />
        )}
      />
      {list.data ? <Pager page={page} hasMore={list.data.has_more} onPage={setPage} /> : null}
    </Section>
  );
}

function ApplicationCard({ application: a, onDecided }: { application: Application; onDecided: () => void }) {
  const { t, locale } = useT();
  const [reason, setReason] = useState('');
  // A decision is final (an approved agent cannot be demoted here): each asks once more before it is sent.
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  // The question takes the focus (and is read out) when it replaces the button that asked it.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const decide = useOpsAction(opsFortuneAgentsDecide);
  const reasonOk = reason.trim().length >= 3;
  const act = async (approve: boolean) => {
    const done = await decide.run({ user_id: a.user_id, approve, reason: approve ? '' : reason.trim() });
    setConfirming(null);
    if (done) onDecided();
  };
  const inviter =
    a.inviter_id === null ? (
      t('fortuneAgents.noInviter')
    ) : (
      <>
        <PlayerLink id={a.inviter_id} />{' '}
        {a.inviter_is_agent ? t('fortuneAgents.inviterAgent') : t('fortuneAgents.inviterPlayer')}
      </>
    );
  const decided: [string, ReactNode][] =
    a.decided_at === null
      ? []
      : [
          [t('fortuneAgents.decidedAt'), formatTime(a.decided_at, locale)],
          [t('fortuneAgents.decidedBy'), a.decided_by ?? '—'],
        ];
  return (
    <article className={styles.card} data-testid={`ops-agent-${a.user_id}`}>
      <header className={styles.pageHead}>
        <h2 className={styles.cardTitle}>
          <PlayerLink id={a.user_id} name={a.name} />
        </h2>
        <StatusTag status={a.status} label={t(`fortuneAgents.status.${a.status}`)} />
      </header>
      <Facts
        items={[
          [t('fortuneAgents.market'), a.market || '—'],
          [t('fortuneAgents.contact'), a.contact],
          [t('fortuneAgents.channel'), a.channel],
          [t('fortuneAgents.appliedAt'), formatTime(a.applied_at, locale)],
          [t('fortuneAgents.applicationsCount'), a.applications],
          [t('fortuneAgents.inviter'), inviter],
          [
            t('fortuneAgents.invitees'),
            t('fortuneAgents.inviteesText', { n: a.invitees, flagged: a.flagged_invitees }),
          ],
          ...decided,
        ]}
      />
      <div>
        <p className={styles.note}>{t('fortuneAgents.note')}</p>
        {/* The applicant's words, shown as text: never rendered as HTML. */}
        <p>{a.note || '—'}</p>
      </div>
      {a.reason ? <p className={styles.note}>{t('fortuneAgents.reasonGiven', { reason: a.reason })}</p> : null}
      {a.status === 'pending' ? (
        <>
          <Input
            label={t('fortuneAgents.rejectReason')}
            hint={t('fortuneAgents.rejectHint')}
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
          />
          {decide.error ? <ErrorNote error={decide.error} /> : null}
          {confirming ? (
            <div ref={confirmRef} tabIndex={-1} className={styles.card} data-testid="ops-agent-confirm">
              <p>
                {t(confirming === 'approve' ? 'fortuneAgents.confirmApprove' : 'fortuneAgents.confirmReject', {
                  name: a.name,
                })}
              </p>
              <div className={styles.row}>
                <Button
                  variant={confirming === 'approve' ? 'primary' : 'danger'}
                  onClick={() => act(confirming === 'approve')}
                  loading={decide.pending}
                  disabled={confirming === 'reject' && !reasonOk}
                  data-testid="ops-agent-confirm-yes"
                >
                  {t(confirming === 'approve' ? 'fortuneAgents.confirmApproveYes' : 'fortuneAgents.confirmRejectYes')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setConfirming(null)}
                  disabled={decide.pending}
                  data-testid="ops-agent-confirm-cancel"
                >
                  {t('common.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div className={styles.row}>
              <Button onClick={() => setConfirming('approve')} data-testid="ops-agent-approve">
                {t('fortuneAgents.approve')}
              </Button>
              <Button
                variant="danger"
                onClick={() => setConfirming('reject')}
                disabled={!reasonOk}
                data-testid="ops-agent-reject"
              >
                {t('fortuneAgents.reject')}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </article>
  );
}

function Table({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function FlaggedSection() {
  const { t, locale } = useT();
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsFortuneAgentsFlagged, { page });
  return (
    <Section id="agents-flagged-title" title={t('fortuneAgents.flagged')} onRefresh={list.reload}>
      <p className={styles.note}>{t('fortuneAgents.flaggedHint')}</p>
      <ListStates list={list} empty={t('fortuneAgents.noFlagged')} page={page} onPage={setPage}>
        {(rows: Flagged[]) => (
          <Table
            columns={[
              t('fortuneAgents.invitee'),
              t('fortuneAgents.inviter'),
              t('fortuneAgents.why'),
              t('fortuneAgents.link'),
              t('fortuneAgents.joined'),
              t('fortuneAgents.flaggedAt'),
            ]}
          >
            {rows.map((row) => (
              <tr key={row.invitee_id} data-testid={`ops-flagged-${row.invitee_id}`}>
                <td>
                  <PlayerLink id={row.invitee_id} name={row.invitee_name} />
                </td>
                <td>
                  <PlayerLink id={row.inviter_id} name={row.inviter_name} />
                </td>
                <td>{t(`fortuneAgents.reason.${row.reason}`)}</td>
                <td>{row.campaign ? `${row.campaign} · ${row.package || '—'}` : t('fortuneAgents.personal')}</td>
                <td>{formatTime(row.joined_at, locale)}</td>
                <td>{formatTime(row.flagged_at, locale)}</td>
              </tr>
            ))}
          </Table>
        )}
      </ListStates>
    </Section>
  );
}

function CommissionsSection() {
  const { t, locale } = useT();
  const [day, setDay] = useState('');
  const [user, setUser] = useState('');
  const [filter, setFilter] = useState<{ day?: string; user_id?: number }>({});
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsFortuneAgentsCommissions, { ...filter, page });
  const dayBad = day !== '' && !DAY.test(day);
  const userBad = user.trim() !== '' && (!USER_ID.test(user.trim()) || Number(user) < 1);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (dayBad || userBad) return;
    setFilter({ ...(day ? { day } : {}), ...(user.trim() ? { user_id: Number(user.trim()) } : {}) });
    setPage(1);
  };
  const clear = () => {
    setDay('');
    setUser('');
    setFilter({});
    setPage(1);
  };
  const usdt = (amount: string) => formatAmount(amount, locale);
  return (
    <Section id="agents-commissions-title" title={t('fortuneAgents.commissions')} onRefresh={list.reload}>
      <p className={styles.note}>{t('fortuneAgents.commissionsHint')}</p>
      <form className={styles.row} onSubmit={apply} data-testid="ops-commissions-filter">
        <Input
          label={t('fortuneAgents.day')}
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={dayBad ? t('fortuneAgents.invalidDay') : undefined}
        />
        <Input
          label={t('fortuneAgents.userId')}
          inputMode="numeric"
          value={user}
          onChange={(event) => setUser(event.target.value)}
          error={userBad ? t('fortuneAgents.invalidUser') : undefined}
        />
        <Button type="submit" size="sm" disabled={dayBad || userBad}>
          {t('fortuneAgents.filter')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={clear}>
          {t('fortuneAgents.clear')}
        </Button>
      </form>
      {list.data ? (
        <p className={`${styles.note} ${styles.num}`} data-testid="ops-commissions-total">
          {t('fortuneAgents.total', { total: usdt(list.data.total) })}
        </p>
      ) : null}
      <ListStates list={list} empty={t('fortuneAgents.noCommissions')} page={page} onPage={setPage}>
        {(rows: Commission[]) => (
          <Table
            columns={[
              t('fortuneAgents.day'),
              t('fortuneAgents.inviter'),
              t('fortuneAgents.role'),
              t('fortuneAgents.directWager'),
              t('fortuneAgents.subWager'),
              t('fortuneAgents.rate'),
              t('fortuneAgents.direct'),
              t('fortuneAgents.override'),
              t('fortuneAgents.amount'),
              t('fortuneAgents.active'),
            ]}
          >
            {rows.map((row) => (
              <tr
                key={`${row.user_id}-${row.day}`}
                className={styles.num}
                data-testid={`ops-commission-${row.user_id}-${row.day}`}
              >
                <td>{row.day}</td>
                <td>
                  <PlayerLink id={row.user_id} name={row.name} />
                </td>
                <td>{t(`fortuneAgents.role.${row.role}`)}</td>
                <td>{usdt(row.direct_wager)}</td>
                <td>{usdt(row.sub_wager)}</td>
                <td>
                  {bps(row.rate_bps, locale)}
                  {row.override_bps > 0 ? ` + ${bps(row.override_bps, locale)}` : ''}
                </td>
                <td>{usdt(row.direct)}</td>
                <td>{usdt(row.override)}</td>
                <td>{usdt(row.amount)}</td>
                <td>{row.active_invitees}</td>
              </tr>
            ))}
          </Table>
        )}
      </ListStates>
    </Section>
  );
}
