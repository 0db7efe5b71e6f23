import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { atLeast, type Currency, formatMoney, progressPercent } from '../money.ts';
import parts from '../parts.module.css';
import type { Account, RtPrize } from '../queries.ts';
import { useClaimRtPrizeMutation, useRtBillboardQuery, useRtPrizesQuery } from '../queries-engage.ts';
import { formatDateTime, formatDuration } from '../time.ts';
import styles from './engage.module.css';
import { refusalText } from './error-text.ts';
import { msUntil, useNow } from './use-now.ts';

/** Recent winners shown on home: a short list, the rest is noise. */
const BILLBOARD_ROWS = 5;

/** A claim now would pay: the server says so, the drop still runs, and play is not paused. */
export function claimable(prize: RtPrize, now: number, paused: boolean): boolean {
  return prize.can_claim && !prize.claimed_by_me && prize.remaining > 0 && msUntil(prize.ends_at, now) > 0 && !paused;
}

/**
 * Real-time prize drops: for each running drop its prize, the places left, a countdown, today's wager it needs with
 * the player's progress, and a claim that is enabled only when eligible; then the latest winners.
 */
export default function RtPrizeCard({ account }: { account: Account }) {
  const { t, locale } = useTranslation('fortune');
  const prizes = useRtPrizesQuery();
  const billboard = useRtBillboardQuery();
  const claim = useClaimRtPrizeMutation();
  const now = useNow();
  const currency = account.currency;
  const winners = billboard.data?.items.slice(0, BILLBOARD_ROWS) ?? [];

  return (
    <section className={styles.card} aria-labelledby="rt-title" data-testid="rt-card">
      <h2 id="rt-title" className={parts.cardTitle}>
        {t('rt.title')}
      </h2>
      {prizes.isError ? <LoadFailed onRetry={() => void prizes.refetch()} testId="rt-retry" /> : null}
      {prizes.data?.prizes.map((prize) => (
        <Drop
          key={prize.id}
          prize={prize}
          currency={currency}
          now={now}
          paused={account.exclusion !== null}
          claiming={claim.isPending && claim.variables === prize.id}
          onClaim={() => claim.mutate(prize.id)}
        />
      ))}
      <div aria-live="polite">
        {claim.isSuccess && claim.data ? (
          <p className={styles.ok} data-testid="rt-won">
            {t('rt.won', { amount: formatMoney(claim.data.amount, currency, locale) })}
          </p>
        ) : null}
        {claim.isError ? (
          <p className={parts.error} role="alert" data-testid="rt-error">
            {refusalText(claim.error)}
          </p>
        ) : null}
      </div>
      <h3 className={parts.note}>{t('rt.winners')}</h3>
      {winners.length === 0 ? (
        <p className={parts.note}>{billboard.isError ? t('common.loadFailed') : t('rt.noWinners')}</p>
      ) : (
        <ul className={styles.winners} data-testid="rt-winners">
          {winners.map((item) => (
            <li key={`${item.prize_id}-${item.name}-${item.at}`}>
              <span>{t('rt.winner', { name: item.name, amount: formatMoney(item.amount, currency, locale) })}</span>
              <time dateTime={new Date(item.at * 1000).toISOString()}>{formatDateTime(item.at, locale)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface DropProps {
  prize: RtPrize;
  currency: Currency;
  now: number;
  paused: boolean;
  claiming: boolean;
  onClaim: () => void;
}

function Drop({ prize, currency, now, paused, claiming, onClaim }: DropProps) {
  const { t, locale } = useTranslation('fortune');
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const left = msUntil(prize.ends_at, now);
  const enough = atLeast(prize.wagered_today, prize.min_wager);
  const percent = progressPercent(prize.wagered_today, prize.min_wager);
  const label = prize.claimed_by_me
    ? t('rt.claimed')
    : left === 0
      ? t('rt.ended')
      : prize.remaining === 0
        ? t('rt.soldOut')
        : !enough
          ? t('rt.notYet')
          : t('rt.claim', { amount: money(prize.amount) });
  return (
    <article className={styles.drop} data-testid={`rt-prize-${prize.id}`}>
      <div className={styles.head}>
        <strong>{prize.title}</strong>
        <span className={`${parts.note} ${styles.countdown}`} data-testid={`rt-ends-${prize.id}`}>
          {left > 0 ? t('rt.endsIn', { time: formatDuration(left) }) : t('rt.ended')}
        </span>
      </div>
      <p className={styles.dropAmount}>{t('rt.amount', { amount: money(prize.amount) })}</p>
      <p className={parts.note} data-testid={`rt-left-${prize.id}`}>
        {t('rt.left', { remaining: prize.remaining, winners: prize.winners })}
      </p>
      <p className={parts.note}>{t('rt.wager', { amount: money(prize.min_wager) })}</p>
      <div
        className={parts.bar}
        role="progressbar"
        aria-label={t('rt.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={parts.note} data-testid={`rt-progress-${prize.id}`}>
        {t('rt.progress', { done: money(prize.wagered_today), required: money(prize.min_wager) })}
      </p>
      <Button
        block
        disabled={!claimable(prize, now, paused)}
        loading={claiming}
        onClick={onClaim}
        data-testid={`rt-claim-${prize.id}`}
      >
        {label}
      </Button>
    </article>
  );
}
