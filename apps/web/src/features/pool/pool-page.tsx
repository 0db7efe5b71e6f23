import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatBigNumber } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Countdown } from './countdown.tsx';
import { PeriodsList } from './periods-list.tsx';
import styles from './pool.module.css';
import { PoolArt } from './pool-art.tsx';
import { type PoolInfo, usePlayerId, usePoolInfoQuery, usePoolPeriodsQuery } from './queries.ts';
import { StakePanel } from './stake-panel.tsx';

/**
 * /pool (also /dividend): the prize pool. Everyone sees the pool now, the countdown to its settlement and the past
 * periods; a player also sees their stake, share and estimated payout, stakes and unstakes KC, and their payouts.
 */
export default function PoolPage() {
  const { t } = useTranslation('pool');
  const { t: tc } = useTranslation();
  const userId = usePlayerId();
  const info = usePoolInfoQuery(userId);
  // Asked beside the pool's answer, not after it; the page below the title waits for both, so the periods never
  // appear under a hero that then grows and pushes them down.
  const periods = usePoolPeriodsQuery(userId, false);
  const loading = info.isPending || periods.isPending;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="pool-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.pool')}
      </h1>
      {loading ? (
        <div className={styles.loading} role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height="1.6rem" radius="md" />
          <Skeleton height="1rem" radius="md" />
        </div>
      ) : info.isError ? (
        <Empty
          title={t('failed')}
          action={
            <Button variant="secondary" onClick={() => info.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <>
          <PoolHero info={info.data} onEnded={() => setTimeout(() => info.refetch(), 3000)} />
          {info.data.me ? (
            <>
              <MyPart info={info.data} me={info.data.me} />
              <StakePanel me={info.data.me} minStake={info.data.min_stake} />
            </>
          ) : (
            <div className={styles.card} data-testid="pool-login">
              <p className={styles.cardTitle}>{t('login.title')}</p>
              <p className={styles.muted}>{t('login.text')}</p>
              <Link to={`/user/login-home?backUrl=${encodeURIComponent('/pool')}`} className={styles.cta}>
                {t('login.action')}
              </Link>
            </div>
          )}
        </>
      )}
      {loading ? null : (
        <>
          <PeriodsList userId={userId} />
          <Rules shareBps={info.data?.share_bps ?? 0} />
        </>
      )}
    </section>
  );
}

function Rules({ shareBps }: { shareBps: number }) {
  const { t } = useTranslation('pool');
  return (
    <details className={styles.card}>
      <summary className={styles.summary}>{t('rules.title')}</summary>
      <ul className={styles.rules}>
        <li>{t('rules.fund', { share: formatShare(shareBps, 'bps') })}</li>
        <li>{t('rules.count')}</li>
        <li>{t('rules.unstake')}</li>
        <li>{t('rules.pay')}</li>
        <li>{t('rules.dust')}</li>
      </ul>
    </details>
  );
}

/** A share as a percentage in the page's locale: basis points (2000 = 20 %) or millionths. */
function formatShare(value: number, unit: 'bps' | 'ppm', locale?: string): string {
  const fraction = unit === 'bps' ? value / 10_000 : value / 1_000_000;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fraction);
}

function PoolHero({ info, onEnded }: { info: PoolInfo; onEnded: () => void }) {
  const { t, locale } = useTranslation('pool');
  return (
    <div className={styles.hero} data-testid="pool-hero">
      <PoolArt className={styles.art} />
      <p className={styles.heroLabel}>{t('hero.size')}</p>
      <p className={styles.heroAmount} data-testid="pool-size">
        {formatAmount(info.pool, { locale })} <span className={styles.coin}>USDT</span>
      </p>
      <p className={styles.heroLine}>
        {t('hero.settlesIn')}{' '}
        <strong>
          <Countdown key={info.ends_at} endsAt={info.ends_at} serverNow={info.now} onDone={onEnded} />
        </strong>
      </p>
      <dl className={styles.heroStats}>
        <div>
          <dt>{t('hero.holders')}</dt>
          <dd>{info.holders}</dd>
        </div>
        <div>
          <dt>{t('hero.staked')}</dt>
          <dd data-testid="pool-total-staked">{formatBigNumber(info.total_counted, { locale })} KC</dd>
        </div>
        <div>
          <dt>{t('hero.carried')}</dt>
          <dd>{formatAmount(info.carried, { locale, decimals: 2 })} USDT</dd>
        </div>
      </dl>
    </div>
  );
}

function MyPart({ info, me }: { info: PoolInfo; me: NonNullable<PoolInfo['me']> }) {
  const { t, locale } = useTranslation('pool');
  const amount = (v: string) => formatAmount(v, { locale });
  return (
    <section className={styles.card} aria-labelledby="pool-me-title" data-testid="pool-me">
      <h2 id="pool-me-title" className={styles.cardTitle}>
        {t('me.title')}
      </h2>
      <dl className={styles.stats}>
        <div>
          <dt>{t('me.staked')}</dt>
          <dd data-testid="pool-my-stake">{amount(me.staked)} KC</dd>
        </div>
        <div>
          <dt>{t('me.counted')}</dt>
          <dd>{amount(me.counted)} KC</dd>
        </div>
        <div>
          <dt>{t('me.share')}</dt>
          <dd data-testid="pool-my-share">{formatShare(me.share_ppm, 'ppm', locale)}</dd>
        </div>
        <div>
          <dt>{t('me.estimate')}</dt>
          <dd className={styles.gain} data-testid="pool-my-estimate">
            {amount(me.estimate)} USDT
          </dd>
        </div>
      </dl>
      {me.pending !== '0' ? (
        <p className={styles.note} data-testid="pool-pending">
          {t('me.pending', { amount: amount(me.pending) })}
        </p>
      ) : null}
      <p className={styles.muted}>
        {t('me.paidTotal', { amount: amount(me.paid_total) })} · {t('me.period', { id: info.period_id })}
      </p>
    </section>
  );
}
