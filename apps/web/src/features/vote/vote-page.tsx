import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useParams } from '../../app/router/route-context.ts';
import { useEntityHead } from '../../app/shell/document-head.ts';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { type Translate, useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Input } from '../../ui/input.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CandidateArt } from './candidate-art.tsx';
import { type RoundDetail, useUserId, useVoteRound, useVoteRounds, useVoteStake, type VoteRound } from './queries.ts';
import styles from './vote.module.css';

// Staking for yield (docs/staking.md) is its own chunk, loaded only on /voteV2/stake.
const StakePage = lazy(() => import('../staking/index.ts').then((m) => ({ default: m.StakePage })));

/**
 * /voteV2 (rounds and polls of the market), /voteV2/<id> (a round: candidates, stake, result and reward) and
 * /voteV2/stake (staking for yield).
 */
export default function VotePage() {
  const params = useParams<{ _splat?: string }>();
  const sub = params._splat ?? '';
  if (sub === 'stake') return <StakeView />;
  if (/^\d+$/.test(sub)) return <RoundView id={Number(sub)} />;
  return <RoundsView />;
}

/** The top bar and the document title name the screen: staking here, a round's own title on its page. */
function StakeView() {
  const { t } = useTranslation('vote');
  useEntityHead({ title: t('stakeForYield') });
  return (
    <Suspense fallback={<Skeleton height="3rem" radius="md" />}>
      <StakePage />
    </Suspense>
  );
}

function timeLeft(endsAt: number, now: number, t: Translate) {
  const s = Math.max(0, endsAt - now);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return d > 0 ? t('leftDays', { d, h }) : t('leftHours', { h, m });
}

function RoundsView() {
  const { t } = useTranslation('vote');
  const rounds = useVoteRounds();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="vote-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('lead')}</p>
      <Link to="/voteV2/stake" className={buttonClassName({ variant: 'secondary' })} data-testid="vote-to-stake">
        {t('stakeForYield')}
      </Link>
      {rounds.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : rounds.isError ? (
        <LoadFailed retry={rounds.refetch} />
      ) : rounds.data.rounds.length === 0 && rounds.data.polls.length === 0 ? (
        <Empty title={t('noRounds')} />
      ) : (
        <ul className={styles.list}>
          {rounds.data.rounds.map((r) => (
            <RoundCard key={r.id} round={r} now={rounds.data.now} />
          ))}
          {rounds.data.polls.map((p) => (
            <li key={`p${p.id}`} className={styles.panel} data-testid="vote-poll-card">
              <strong>{p.question}</strong>
              <Link to={`/vote/${p.id}`} className={buttonClassName({ variant: 'secondary' })}>
                {p.my_option_id !== null ? t('seeResults') : t('votePoll')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RoundCard({ round: r, now }: { round: VoteRound; now: number }) {
  const { t, locale } = useTranslation('vote');
  return (
    <li className={styles.panel} data-testid="vote-round" data-status={r.status}>
      <div className={styles.head}>
        <strong>{r.title}</strong>
        <span>{t(`status.${r.status}`)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('pool')}</span>
        <span className={styles.apr}>{formatAmount(r.reward_pool, { locale })} USDT</span>
      </div>
      <div className={styles.row}>
        <span>{t('staked')}</span>
        <span>{formatAmount(r.total_staked, { locale })} USDT</span>
      </div>
      <p className={styles.muted}>
        {r.status === 'open' ? timeLeft(r.ends_at, now, t) : t('endedAt', { date: formatDate(r.ends_at) })}
      </p>
      {r.mine !== '0' ? <p>{t('mine', { amount: formatAmount(r.mine, { locale }) })}</p> : null}
      <Link to={`/voteV2/${r.id}`} className={buttonClassName({ variant: r.status === 'open' ? 'primary' : 'ghost' })}>
        {r.status === 'open' ? t('vote') : t('details')}
      </Link>
    </li>
  );
}

function RoundView({ id }: { id: number }) {
  const { t, locale } = useTranslation('vote');
  const detail = useVoteRound(id);
  useEntityHead(detail.data ? { title: detail.data.round.title } : undefined);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="vote-round-page">
      {detail.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : detail.isError ? (
        <LoadFailed retry={detail.refetch} />
      ) : (
        <>
          <h1 id="page-title" className={styles.title}>
            {detail.data.round.title}
          </h1>
          <div className={styles.panel}>
            <div className={styles.row}>
              <span>{t('pool')}</span>
              <span className={styles.apr}>{formatAmount(detail.data.round.reward_pool, { locale })} USDT</span>
            </div>
            <p className={styles.muted}>
              {detail.data.round.status === 'open'
                ? timeLeft(detail.data.round.ends_at, detail.data.now, t)
                : t(`status.${detail.data.round.status}`)}
              {' · '}
              {t('minStake', { amount: formatAmount(detail.data.round.min_stake, { locale }) })}
            </p>
          </div>
          <Candidates detail={detail.data} />
          <MyStakes detail={detail.data} />
        </>
      )}
    </section>
  );
}

function Candidates({ detail }: { detail: RoundDetail }) {
  const { t, locale } = useTranslation('vote');
  const total = Math.max(Number(detail.round.total_staked), 1);
  const [chosen, setChosen] = useState<number | null>(null);
  const open = detail.round.status === 'open';
  return (
    <>
      <ul className={styles.list}>
        {detail.candidates.map((c) => (
          <li key={c.id} className={styles.panel} data-testid="vote-candidate">
            <div className={styles.candidate}>
              <CandidateArt className={styles.art} hue={c.hue} glyph={c.glyph} />
              <div className={styles.grow}>
                <strong>
                  {c.name}
                  {detail.round.winner_id === c.id ? <span className={styles.winner}> · {t('winner')}</span> : null}
                </strong>
                <div className={styles.bar} role="presentation">
                  <div className={styles.fill} style={{ width: `${(Number(c.staked) / total) * 100}%` }} />
                </div>
                <span className={styles.muted}>
                  {t('candidateStaked', { amount: formatAmount(c.staked, { locale }), count: c.voters })}
                </span>
              </div>
            </div>
            {open ? (
              <Button variant="secondary" onClick={() => setChosen(c.id)} data-testid="vote-choose">
                {t('stakeOn')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {open && chosen !== null ? (
        <StakeSheet detail={detail} candidateId={chosen} onClose={() => setChosen(null)} />
      ) : null}
    </>
  );
}

function StakeSheet({
  detail,
  candidateId,
  onClose,
}: {
  detail: RoundDetail;
  candidateId: number;
  onClose: () => void;
}) {
  const { t, locale } = useTranslation('vote');
  const loggedIn = useUserId() > 0;
  const stake = useVoteStake();
  const [amount, setAmount] = useState('');
  const intent = useRef<string | null>(null);
  const candidate = detail.candidates.find((c) => c.id === candidateId);
  if (!loggedIn) return <LoginFirst backUrl={`/voteV2/${detail.round.id}`} />;
  return (
    <form
      className={styles.panel}
      data-testid="vote-sheet"
      onSubmit={(e) => {
        e.preventDefault();
        intent.current ??= crypto.randomUUID();
        stake.mutate(
          { round_id: detail.round.id, candidate_id: candidateId, amount: amount.trim(), key: intent.current },
          {
            onSuccess: () => {
              intent.current = null;
              setAmount('');
            },
          },
        );
      }}
    >
      <strong>{t('stakeFor', { name: candidate?.name ?? '' })}</strong>
      <p className={styles.muted}>{t('lockNote')}</p>
      <Input
        label={t('amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        suffix="USDT"
        data-testid="vote-amount"
        error={stake.isError ? t('failed') : undefined}
      />
      {stake.data ? (
        <p role="status" data-testid="vote-done">
          {t('staked_ok', { amount: formatAmount(stake.data.stake.amount, { locale }) })}
        </p>
      ) : null}
      <Button type="submit" loading={stake.isPending} disabled={amount.trim() === ''} data-testid="vote-submit">
        {t('confirm')}
      </Button>
      <Button type="button" variant="ghost" onClick={onClose}>
        {t('close')}
      </Button>
    </form>
  );
}

function MyStakes({ detail }: { detail: RoundDetail }) {
  const { t, locale } = useTranslation('vote');
  if (detail.my_stakes.length === 0) return null;
  return (
    <div className={styles.panel} data-testid="vote-my-stakes">
      <strong>{t('myStakes')}</strong>
      {detail.my_stakes.map((s) => (
        <div key={s.id} className={styles.row} data-testid="vote-my-stake" data-status={s.status}>
          <span>
            {s.candidate_name} · {formatAmount(s.amount, { locale })} USDT
          </span>
          <span data-testid="vote-reward">
            {s.status === 'locked' ? t('locked') : t('reward', { amount: formatAmount(s.reward, { locale }) })}
          </span>
        </div>
      ))}
    </div>
  );
}
