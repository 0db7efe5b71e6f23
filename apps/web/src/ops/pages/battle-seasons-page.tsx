import { BADGE_CODES } from '@arcadia/contract/calls/honor/common';
import {
  opsBattleSeasonEnd,
  opsBattleSeasonSchedule,
  opsBattleSeasons,
  opsHonorGrant,
} from '@arcadia/contract/ops/index';
import { useEffect, useId, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { localIn, Pager, secondsOf } from '../fortune-fields.tsx';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Page, QueueItems, RefreshButton, Section, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Season = z.output<typeof opsBattleSeasons.response>['list'][number];
const DAY_MS = 86_400_000;

/**
 * Battle seasons (docs/battle.md, "Console"): each season's state, players and payout; the running one can be ended
 * and paid now (confirm step, re-authentication, audited as battle.end); a future season can be scheduled; a badge
 * can be given or revoked by hand with a reason (docs/honor.md, audited as honor.grant / honor.revoke).
 */
export default function BattleSeasonsPage() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsBattleSeasons, { page });
  return (
    <Page title={t('seasons.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('seasons.hint')}</p>
      <QueueItems
        query={list}
        emptyText={t('seasons.empty')}
        render={(season: Season) => <SeasonCard key={season.id} season={season} onDone={list.reload} />}
      />
      <Pager page={page} hasMore={Boolean(list.data?.has_more)} onPage={setPage} />
      <ScheduleForm onDone={list.reload} />
      <HonourForm />
    </Page>
  );
}

const TONE_OF: Record<Season['state'], string> = {
  scheduled: 'pending',
  running: 'review',
  ended: 'paying',
  paid: 'approved',
};

function SeasonCard({ season, onDone }: { season: Season; onDone: () => void }) {
  const { t, locale } = useT();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const end = useOpsAction(opsBattleSeasonEnd);
  const act = async () => {
    const done = await end.run({ season_id: season.id });
    setConfirming(false);
    if (done) onDone();
  };
  const coin = (v: string) => `${formatAmount(v, locale)} ${season.coin}`;
  return (
    <article className={styles.card} data-testid={`ops-season-${season.id}`}>
      <header className={styles.pageHead}>
        <h2 className={styles.cardTitle}>{t('seasons.season', { id: season.id })}</h2>
        <StatusTag status={TONE_OF[season.state]} label={t(`seasons.state.${season.state}`)} />
      </header>
      <Facts
        items={[
          [t('seasons.starts'), formatTime(season.starts_at, locale)],
          [t('seasons.ends'), formatTime(season.ends_at, locale)],
          [t('seasons.players'), season.players],
          [t('seasons.points'), season.points],
          [t('seasons.pool'), coin(season.pool)],
          [t('seasons.paid'), `${coin(season.paid_total)} · ${season.paid_count}`],
          [t('seasons.settledAt'), season.settled_at ? formatTime(season.settled_at, locale) : '—'],
        ]}
      />
      {end.error ? <ErrorNote error={end.error} /> : null}
      {season.state !== 'running' ? null : confirming ? (
        <div ref={confirmRef} tabIndex={-1} className={styles.card} data-testid="ops-season-confirm">
          <p>{t('seasons.confirmEnd', { id: season.id })}</p>
          <div className={styles.row}>
            <Button onClick={act} loading={end.pending} data-testid="ops-season-confirm-yes">
              {t('seasons.confirmYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={end.pending}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          <Button onClick={() => setConfirming(true)} data-testid="ops-season-end">
            {t('seasons.endNow')}
          </Button>
        </div>
      )}
    </article>
  );
}

function ScheduleForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const [from, setFrom] = useState(() => localIn(7 * DAY_MS));
  const [to, setTo] = useState(() => localIn(14 * DAY_MS));
  const schedule = useOpsAction(opsBattleSeasonSchedule);
  const starts = secondsOf(from);
  const ends = secondsOf(to);
  const submit = async () => {
    if (starts === undefined || ends === undefined) return;
    if (await schedule.run({ starts_at: starts, ends_at: ends })) onDone();
  };
  return (
    <Section id="season-schedule" title={t('seasons.schedule')} onRefresh={onDone}>
      <div className={styles.row}>
        <Input
          type="datetime-local"
          label={t('seasons.startsAt')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Input type="datetime-local" label={t('seasons.endsAt')} value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      {schedule.error ? <ErrorNote error={schedule.error} /> : null}
      <div className={styles.row}>
        <Button onClick={submit} loading={schedule.pending} disabled={starts === undefined || ends === undefined}>
          {t('seasons.scheduleButton')}
        </Button>
      </div>
    </Section>
  );
}

function HonourForm() {
  const { t } = useT();
  const badgeId = useId();
  const [userId, setUserId] = useState('');
  const [badge, setBadge] = useState<(typeof BADGE_CODES)[number]>(BADGE_CODES[0]);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string[] | null>(null);
  const grant = useOpsAction(opsHonorGrant);
  const id = /^\d{1,10}$/.test(userId) ? Number(userId) : undefined;
  const run = async (give: boolean) => {
    if (id === undefined) return;
    const answer = await grant.run({ user_id: id, badge, grant: give, reason });
    if (answer) setDone(answer.badges);
  };
  return (
    <Section id="honour-grant" title={t('honors.title')} onRefresh={() => setDone(null)}>
      <div className={styles.row}>
        <Input
          label={t('honors.userId')}
          inputMode="numeric"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
        />
        <label className={styles.selectField} htmlFor={badgeId}>
          {t('honors.badge')}
          <select id={badgeId} value={badge} onChange={(e) => setBadge(e.target.value as typeof badge)}>
            {BADGE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <Input label={t('common.reason')} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </div>
      {grant.error ? <ErrorNote error={grant.error} /> : null}
      {done ? <p className={styles.note}>{t('honors.done', { list: done.join(', ') || '—' })}</p> : null}
      <div className={styles.row}>
        <Button onClick={() => run(true)} loading={grant.pending} disabled={id === undefined}>
          {t('honors.grant')}
        </Button>
        <Button variant="secondary" onClick={() => run(false)} disabled={id === undefined || grant.pending}>
          {t('honors.revoke')}
        </Button>
      </div>
    </Section>
  );
}
