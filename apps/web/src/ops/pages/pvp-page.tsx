import { opsPvpBanSet, opsPvpBans, opsPvpDecide, opsPvpMatches } from '@arcadia/contract/ops/index';
import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatTime } from '../format.ts';
import { Pager } from '../fortune-fields.tsx';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Page, QueueItems, RefreshButton, Section, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';
import { PvpSettings } from './pvp-settings.tsx';

type Match = z.output<typeof opsPvpMatches.response>['list'][number];
type Ban = z.output<typeof opsPvpBans.response>['list'][number];
const FILTERS = ['playing', 'all', 'finished', 'forfeit', 'void'] as const;
const TONE_OF: Record<Match['status'], string> = {
  playing: 'review',
  finished: 'done',
  forfeit: 'done',
  void: 'refused',
};

/**
 * PvP (docs/pvp.md, "Operators"): the admin area of /pvp/admin. Matches (playing first) with the dispute decisions
 * void / award A / award B (re-authentication, audited as pvp.decide), and bans from PvP (re-authentication, audited
 * as pvp.ban / pvp.unban), and the match settings of new matches (pvp-settings.tsx, audited as pvp.settings).
 */
export default function PvpPage() {
  const { t } = useT();
  const filterId = useId();
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('playing');
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsPvpMatches, { status, page });
  return (
    <Page title={t('pvp.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('pvp.hint')}</p>
      <label className={styles.selectField} htmlFor={filterId}>
        {t('common.status')}
        <select
          id={filterId}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPage(1);
          }}
          data-testid="ops-pvp-filter"
        >
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`pvp.state.${f}`)}
            </option>
          ))}
        </select>
      </label>
      <QueueItems
        query={list}
        emptyText={t('pvp.empty')}
        render={(m: Match) => <MatchCard key={m.id} match={m} onDone={list.reload} />}
      />
      <Pager page={page} hasMore={Boolean(list.data?.has_more)} onPage={setPage} />
      <Bans />
      <PvpSettings />
    </Page>
  );
}

function MatchCard({ match, onDone }: { match: Match; onDone: () => void }) {
  const { t, locale } = useT();
  const decide = useOpsAction(opsPvpDecide);
  const [confirm, setConfirm] = useState<'void' | 'a' | 'b' | null>(null);
  const act = async () => {
    if (!confirm) return;
    const done = await decide.run({ match_id: match.id, decision: confirm });
    setConfirm(null);
    if (done) onDone();
  };
  const label = (d: 'void' | 'a' | 'b') =>
    d === 'void' ? t('pvp.void') : t('pvp.award', { player: d === 'a' ? match.player_a : match.player_b });
  return (
    <article className={styles.card} data-testid={`ops-pvp-match-${match.id}`}>
      <header className={styles.pageHead}>
        <h2 className={styles.cardTitle}>{t('pvp.match', { id: match.id })}</h2>
        <StatusTag status={TONE_OF[match.status]} label={t(`pvp.state.${match.status}`)} />
      </header>
      <Facts
        items={[
          [t('pvp.players'), `A #${match.player_a} · B #${match.player_b}`],
          [t('pvp.stake'), `${match.stake} ${match.coin} · ${match.market.toUpperCase()}`],
          [t('pvp.rolls'), `${match.rolled_a} : ${match.rolled_b}`],
          [t('pvp.result'), match.result || '—'],
          [t('pvp.lastAction'), formatTime(match.last_action_at, locale)],
        ]}
      />
      {decide.error ? <ErrorNote error={decide.error} /> : null}
      {match.status !== 'playing' ? null : confirm ? (
        <div className={styles.card} data-testid="ops-pvp-confirm">
          <p>{t('pvp.confirm', { action: label(confirm), id: match.id })}</p>
          <div className={styles.row}>
            <Button onClick={act} loading={decide.pending} data-testid="ops-pvp-confirm-yes">
              {t('pvp.confirmYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirm(null)} disabled={decide.pending}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          {(['void', 'a', 'b'] as const).map((d) => (
            <Button
              key={d}
              variant={d === 'void' ? 'danger' : 'secondary'}
              onClick={() => setConfirm(d)}
              data-testid={`ops-pvp-${d}`}
            >
              {label(d)}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}

function Bans() {
  const { t, locale } = useT();
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsPvpBans, { page });
  const set = useOpsAction(opsPvpBanSet);
  const [userId, setUserId] = useState('');
  const [reason, setReason] = useState('');
  const id = /^\d{1,10}$/.test(userId) ? Number(userId) : undefined;
  const run = async (banned: boolean, who = id) => {
    if (who === undefined) return;
    if (await set.run({ user_id: who, banned, reason })) {
      setReason('');
      list.reload();
    }
  };
  return (
    <Section id="pvp-bans" title={t('pvp.bans')} onRefresh={list.reload}>
      <div className={styles.row}>
        <Input label={t('pvp.userId')} inputMode="numeric" value={userId} onChange={(e) => setUserId(e.target.value)} />
        <Input label={t('common.reason')} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </div>
      {set.error ? <ErrorNote error={set.error} /> : null}
      <div className={styles.row}>
        <Button onClick={() => run(true)} loading={set.pending} disabled={id === undefined} data-testid="ops-pvp-ban">
          {t('pvp.ban')}
        </Button>
      </div>
      <QueueItems
        query={list}
        emptyText={t('pvp.bansEmpty')}
        render={(b: Ban) => (
          <article key={b.user_id} className={styles.card} data-testid={`ops-pvp-ban-${b.user_id}`}>
            <Facts
              items={[
                [t('pvp.userId'), `#${b.user_id}`],
                [t('common.reason'), b.reason],
                [t('common.when'), formatTime(b.created_at, locale)],
              ]}
            />
            <div className={styles.row}>
              <Button size="sm" variant="secondary" onClick={() => run(false, b.user_id)} disabled={set.pending}>
                {t('pvp.unban')}
              </Button>
            </div>
          </article>
        )}
      />
      <Pager page={page} hasMore={Boolean(list.data?.has_more)} onPage={setPage} />
    </Section>
  );
}
