import { opsVotePollCreate, opsVoteRoundCreate, opsVoteRounds } from '@arcadia/contract/ops/index';
import { useId } from 'react';
import type * as z from 'zod/mini';
import { formatTime } from '../format.ts';
import { HOUR_MS, localIn, Pager, secondsOf } from '../fortune-fields.tsx';
import { CreateForm, useDraft } from '../fortune-forms.tsx';
import { useT } from '../i18n.ts';
import { isMarket, MarketFilter, useMarketPages } from '../market-filter.tsx';
import styles from '../ops.module.css';
import { Facts, Page, QueueItems, RefreshButton, Section, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Listing = z.output<typeof opsVoteRounds.response>;
type Round = Listing['list'][number];
type Poll = Listing['polls'][number];
const TONE_OF: Record<Round['status'], string> = { upcoming: 'review', open: 'review', ended: 'done', settled: 'done' };

/** One name or option per line, trimmed, blanks dropped. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const isAmount = (a: string) => /^\d{1,12}(\.\d{1,6})?$/.test(a);

/**
 * Vote (docs/vote.md, "Operators"): every market's rounds and polls with their totals, and forms to open a round
 * (title in the market's language, 2-8 candidates, smallest stake, reward pool paid by the house, end) or a poll
 * (question, 2-6 options, optional end). Both need re-authentication and are audited.
 */
export default function VotesPage() {
  const { t } = useT();
  const pages = useMarketPages();
  const list = useOpsQuery(opsVoteRounds, { market: pages.market, page: pages.page });
  return (
    <Page title={t('votes.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('votes.hint')}</p>
      <RoundForm onDone={list.reload} />
      <PollForm onDone={list.reload} />
      <MarketFilter label={t('votes.marketFilter')} pages={pages} />
      <Section id="vote-rounds" title={t('votes.rounds')} onRefresh={list.reload}>
        <QueueItems
          query={list}
          emptyText={t('votes.empty')}
          render={(r: Round) => <RoundCard key={r.id} round={r} />}
        />
        <Pager page={pages.page} hasMore={Boolean(list.data?.has_more)} onPage={pages.setPage} />
      </Section>
      <Section id="vote-polls" title={t('votes.polls')} onRefresh={list.reload}>
        {(list.data?.polls ?? []).map((p) => (
          <PollCard key={p.id} poll={p} />
        ))}
      </Section>
    </Page>
  );
}

function RoundCard({ round }: { round: Round }) {
  const { t, locale } = useT();
  return (
    <article className={styles.card} data-testid={`ops-vote-round-${round.id}`}>
      <header className={styles.pageHead}>
        <h3 className={styles.cardTitle}>{round.title}</h3>
        <StatusTag status={TONE_OF[round.status]} label={t(`votes.state.${round.status}`)} />
      </header>
      <Facts
        items={[
          [t('votes.market'), round.market.toUpperCase()],
          [t('votes.staked'), `${round.total_staked} ${round.coin}`],
          [t('votes.pool'), `${round.reward_pool} ${round.coin}`],
          [t('votes.window'), `${formatTime(round.opens_at, locale)} – ${formatTime(round.ends_at, locale)}`],
        ]}
      />
    </article>
  );
}

function PollCard({ poll }: { poll: Poll }) {
  const { t } = useT();
  return (
    <article className={styles.card} data-testid={`ops-vote-poll-${poll.id}`}>
      <h3 className={styles.cardTitle}>{poll.question}</h3>
      <Facts
        items={[
          [t('votes.market'), poll.market.toUpperCase()],
          ...poll.options.map((o): [string, string] => [o.label, String(o.votes ?? 0)]),
        ]}
      />
    </article>
  );
}

function RoundForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const create = useOpsAction(opsVoteRoundCreate);
  const { draft, setDraft, field } = useDraft(
    () => ({ market: '', title: '', minStake: '1', pool: '0', ends: localIn(72 * HOUR_MS), candidates: '' }),
    () => create.reset(),
  );
  const candidates = linesOf(draft.candidates);
  const ends = secondsOf(draft.ends);
  const ready =
    isMarket(draft.market) &&
    draft.title.trim() !== '' &&
    isAmount(draft.minStake) &&
    isAmount(draft.pool) &&
    ends !== undefined &&
    candidates.length >= 2 &&
    candidates.length <= 8;
  const submit = async () => {
    if (ends === undefined) return;
    const answer = await create.run({
      market: draft.market,
      title: draft.title,
      min_stake: draft.minStake,
      reward_pool: draft.pool,
      ends_at: ends,
      candidates: candidates.map((name, i) => ({ name, hue: (i * 67) % 360, glyph: '★' })),
    });
    if (answer) {
      setDraft((d) => ({ ...d, title: '', candidates: '' }));
      onDone();
    }
  };
  return (
    <CreateForm
      name="vote-round"
      title={t('votes.newRound')}
      heading="h2"
      ready={ready}
      pending={create.pending}
      error={create.error}
      submitLabel={t('votes.open')}
      onSubmit={submit}
    >
      {field('market', t('votes.market'), undefined, { maxLength: 2 })}
      {field('title', t('votes.roundTitle'), undefined, { maxLength: 120 })}
      {field('minStake', t('votes.minStake'), undefined, { inputMode: 'decimal' })}
      {field('pool', t('votes.pool'), undefined, { inputMode: 'decimal' })}
      {field('ends', t('votes.ends'), undefined, { type: 'datetime-local' })}
      <Lines
        label={t('votes.candidates')}
        value={draft.candidates}
        onChange={(candidates) => setDraft((d) => ({ ...d, candidates }))}
      />
    </CreateForm>
  );
}

function PollForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const create = useOpsAction(opsVotePollCreate);
  const { draft, setDraft, field } = useDraft(
    () => ({ market: '', question: '', options: '', ends: '' }),
    () => create.reset(),
  );
  const options = linesOf(draft.options);
  const ends = draft.ends ? secondsOf(draft.ends) : undefined;
  const ready = isMarket(draft.market) && draft.question.trim() !== '' && options.length >= 2 && options.length <= 6;
  const submit = async () => {
    const answer = await create.run({ market: draft.market, question: draft.question, options, ends_at: ends });
    if (answer) {
      setDraft((d) => ({ ...d, question: '', options: '' }));
      onDone();
    }
  };
  return (
    <CreateForm
      name="vote-poll"
      title={t('votes.newPoll')}
      heading="h2"
      ready={ready}
      pending={create.pending}
      error={create.error}
      submitLabel={t('votes.open')}
      onSubmit={submit}
    >
      {field('market', t('votes.market'), undefined, { maxLength: 2 })}
      {field('question', t('votes.question'), undefined, { maxLength: 200 })}
      {field('ends', t('votes.pollEnds'), undefined, { type: 'datetime-local' })}
      <Lines
        label={t('votes.options')}
        value={draft.options}
        onChange={(options) => setDraft((d) => ({ ...d, options }))}
      />
    </CreateForm>
  );
}

/** A text area of one entry per line. */
function Lines({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <label className={styles.selectField} htmlFor={id}>
      {label}
      <textarea id={id} className={styles.textarea} rows={4} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
