import { useRef, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { type Translate, useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Input } from '../../ui/input.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import {
  type StakePool,
  type StakePosition,
  useStakeAction,
  useStakeDeposit,
  useStakePools,
  useStakePositions,
  useUserId,
} from './queries.ts';
import styles from './staking.module.css';

const pct = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** /voteV2/stake: staking pools of the market by coin and lock, staking, and my positions (claim, unstake, collect). */
export default function StakePage() {
  const { t } = useTranslation('staking');
  const pools = useStakePools();
  const loggedIn = useUserId() > 0;
  const byCoin = new Map<string, StakePool[]>();
  for (const p of pools.data?.pools ?? []) byCoin.set(p.coin, [...(byCoin.get(p.coin) ?? []), p]);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="stake-page">
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {t('title')}
        </h1>
        <Link to="/voteV2" className={buttonClassName({ variant: 'ghost' })}>
          {t('toVote')}
        </Link>
      </div>
      <p className={styles.lead}>{t('lead')}</p>
      {pools.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : pools.isError ? (
        <LoadFailed retry={pools.refetch} />
      ) : byCoin.size === 0 ? (
        <Empty title={t('noPools')} />
      ) : (
        <ul className={styles.list}>
          {[...byCoin].map(([coin, list]) => (
            <CoinPools key={coin} coin={coin} pools={list} cooldownHours={pools.data.cooldown_seconds / 3600} />
          ))}
        </ul>
      )}
      {loggedIn ? <Positions /> : <LoginFirst backUrl="/voteV2/stake" />}
    </section>
  );
}

function lockLabel(days: number, t: Translate) {
  return days === 0 ? t('flexible') : t('lockDays', { count: days });
}

function CoinPools({ coin, pools, cooldownHours }: { coin: string; pools: StakePool[]; cooldownHours: number }) {
  const { t, locale } = useTranslation('staking');
  const [chosenId, setChosenId] = useState(pools[0]?.id ?? 0);
  const pool = pools.find((p) => p.id === chosenId) ?? (pools[0] as StakePool);
  return (
    <li className={styles.panel} data-testid="stake-coin" data-coin={coin}>
      <div className={styles.head}>
        <strong>{coin}</strong>
        <span className={styles.apr}>{t('apr', { rate: pct(pool.apr_bps) })}</span>
      </div>
      <fieldset className={styles.locks}>
        <legend className="visually-hidden">{t('lock')}</legend>
        {pools.map((p) => (
          <Button
            key={p.id}
            variant={p.id === pool.id ? 'primary' : 'secondary'}
            aria-pressed={p.id === pool.id}
            onClick={() => setChosenId(p.id)}
            data-testid="stake-lock"
          >
            {lockLabel(p.lock_days, t)} · {pct(p.apr_bps)}
          </Button>
        ))}
      </fieldset>
      <div className={styles.row}>
        <span>{t('totalStaked')}</span>
        <span>
          {formatAmount(pool.total_staked, { locale })} {coin}
        </span>
      </div>
      {pool.mine !== '0' ? (
        <p className={styles.muted}>{t('mine', { amount: formatAmount(pool.mine, { locale }), coin })}</p>
      ) : null}
      <p className={styles.muted}>
        {pool.lock_days === 0 ? t('flexibleNote', { hours: cooldownHours }) : t('lockNote', { hours: cooldownHours })}
      </p>
      <StakeForm pool={pool} />
    </li>
  );
}

function StakeForm({ pool }: { pool: StakePool }) {
  const { t, locale } = useTranslation('staking');
  const deposit = useStakeDeposit();
  const loggedIn = useUserId() > 0;
  const [amount, setAmount] = useState('');
  const intent = useRef<string | null>(null);
  if (!loggedIn) return null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        intent.current ??= crypto.randomUUID();
        deposit.mutate(
          { pool_id: pool.id, amount: amount.trim(), key: intent.current },
          {
            onSuccess: () => {
              intent.current = null;
              setAmount('');
            },
          },
        );
      }}
    >
      <Input
        label={t('amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        suffix={pool.coin}
        hint={t('minimum', { amount: formatAmount(pool.min_amount, { locale }), coin: pool.coin })}
        data-testid="stake-amount"
        error={deposit.isError ? t('failed') : undefined}
      />
      {deposit.data ? (
        <p role="status" data-testid="stake-done">
          {t('staked', { amount: formatAmount(deposit.data.position.amount, { locale }), coin: pool.coin })}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        loading={deposit.isPending}
        disabled={amount.trim() === ''}
        data-testid="stake-submit"
      >
        {t('stake')}
      </Button>
    </form>
  );
}

function Positions() {
  const { t } = useTranslation('staking');
  const positions = useStakePositions(true);
  return (
    <div className={styles.list} data-testid="stake-positions">
      <h2 className={styles.title}>{t('myStakes')}</h2>
      {positions.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : positions.isError ? (
        <LoadFailed retry={positions.refetch} />
      ) : positions.data.positions.length === 0 ? (
        <Empty title={t('noStakes')} />
      ) : (
        positions.data.positions.map((p) => <PositionCard key={p.id} position={p} now={positions.data.now} />)
      )}
    </div>
  );
}

function PositionCard({ position: p, now }: { position: StakePosition; now: number }) {
  const { t, locale } = useTranslation('staking');
  const action = useStakeAction();
  const locked = p.lock_ends_at !== null && now < p.lock_ends_at;
  const due = p.release_at !== null && now >= p.release_at;
  const run = (which: 'claim' | 'unstake' | 'collect') => action.mutate({ action: which, position_id: p.id });
  return (
    <div className={styles.panel} data-testid="stake-position" data-status={p.status}>
      <div className={styles.head}>
        <strong>
          {formatAmount(p.amount, { locale })} {p.coin}
        </strong>
        <span>{t(`status.${p.status}`)}</span>
      </div>
      <p className={styles.muted}>
        {lockLabel(p.lock_days, t)} · {pct(p.apr_bps)}
        {locked ? ` · ${t('lockedUntil', { date: formatDate(p.lock_ends_at) })}` : ''}
        {p.status === 'cooling' && p.release_at !== null
          ? ` · ${t('returnsAt', { date: formatDate(p.release_at) })}`
          : ''}
      </p>
      {p.status === 'staked' ? (
        <div className={styles.row}>
          <span>{t('pending')}</span>
          <span data-testid="stake-pending">
            +{formatAmount(p.pending, { locale, moneyDetail: true })} {p.coin}
          </span>
        </div>
      ) : null}
      <div className={styles.row}>
        <span>{t('claimed')}</span>
        <span data-testid="stake-claimed">
          {formatAmount(p.claimed, { locale, moneyDetail: true })} {p.coin}
        </span>
      </div>
      <div className={styles.actions}>
        {p.status === 'staked' ? (
          <>
            <Button
              variant="secondary"
              onClick={() => run('claim')}
              disabled={p.pending === '0'}
              data-testid="stake-claim"
            >
              {t('claim')}
            </Button>
            <Button variant="ghost" onClick={() => run('unstake')} disabled={locked} data-testid="stake-unstake">
              {t('unstake')}
            </Button>
          </>
        ) : null}
        {p.status === 'cooling' ? (
          <Button onClick={() => run('collect')} disabled={!due} data-testid="stake-collect">
            {t('collect')}
          </Button>
        ) : null}
      </div>
      {action.isError ? (
        <p role="alert" className={styles.muted}>
          {t('failed')}
        </p>
      ) : null}
    </div>
  );
}
