import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { divideDecimal, formatMoney, percentText } from '../money.ts';
import parts from '../parts.module.css';
import { prizeText } from '../prize.ts';
import type { Account, Draw } from '../queries.ts';
import { useDrawLotteryMutation, useLotteryQuery, useRefreshDraws } from '../queries-play.ts';
import { formatDateTime } from '../time.ts';
import { useIntentKey } from '../use-intent-key.ts';
import styles from './home.module.css';

/** The free lottery: tickets left, when the next free one comes, the tiers with their odds, a draw and its result. */
export function LotteryBody({ account }: { account: Account }) {
  const { t, locale } = useTranslation('fortune');
  const lottery = useLotteryQuery();
  const draw = useDrawLotteryMutation();
  const refresh = useRefreshDraws();
  const intent = useIntentKey();
  const [result, setResult] = useState<Draw | null>(null);
  const currency = account.currency;
  const paused = account.exclusion !== null;

  const play = async () => {
    setResult(null);
    try {
      const answer = await draw.mutateAsync(intent.current());
      intent.settle();
      setResult(answer.draw);
      refresh();
    } catch (error) {
      if (error instanceof ApiError && error.business) intent.reset();
    }
  };

  return (
    <>
      {lottery.isPending ? <Skeleton height="1.2rem" radius="md" /> : null}
      {lottery.isError ? <LoadFailed onRetry={() => void lottery.refetch()} testId="lottery-retry" /> : null}
      {lottery.data ? (
        <>
          <p className={styles.chances} data-testid="lottery-tickets">
            {t('lottery.tickets', { n: lottery.data.chances_left, free: lottery.data.free_per_day })}
          </p>
          {lottery.data.chances_left === 0 ? (
            <p className={parts.note}>
              {t('lottery.next', { time: formatDateTime(lottery.data.next_free_at, locale) })}
            </p>
          ) : null}
          <Button
            block
            size="lg"
            disabled={paused || lottery.data.chances_left === 0}
            loading={draw.isPending}
            onClick={() => void play()}
            data-testid="lottery-draw"
          >
            {t('lottery.draw')}
          </Button>
          <div className={styles.result} aria-live="polite" data-testid="lottery-result">
            {result ? (
              <>
                <strong className={result.prize.kind === 'none' ? undefined : styles.win}>
                  {t('lottery.rolled', {
                    roll: String(result.outcome).padStart(4, '0'),
                    prize: prizeText(result.prize, currency, locale, t),
                  })}
                </strong>
                <Link to={`/fortune/test?draw=${result.id}`} className={styles.verify}>
                  {t('wheel.verify')}
                </Link>
              </>
            ) : null}
            {draw.isError ? (
              <span className={parts.error} role="alert">
                {t('lottery.failed')}
              </span>
            ) : null}
          </div>
          <table className={styles.table} data-testid="lottery-tiers">
            <caption className={styles.caption}>{t('lottery.tiers')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lottery.roll')}</th>
                <th scope="col">{t('wheel.prize')}</th>
                <th scope="col">{t('wheel.chance')}</th>
              </tr>
            </thead>
            <tbody>
              {lottery.data.tiers.map((tier) => (
                <tr key={tier.from}>
                  <td>
                    {String(tier.from).padStart(4, '0')}–{String(tier.to).padStart(4, '0')}
                  </td>
                  <td>{prizeText(tier.prize, currency, locale, t)}</td>
                  <td>{percentText(divideDecimal(String(tier.to - tier.from + 1), '10000', 6), 4)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.ev}>
            {t('lottery.ev', { amount: formatMoney(lottery.data.expected_value, currency, locale) })}
          </p>
        </>
      ) : null}
    </>
  );
}
