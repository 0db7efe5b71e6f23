import { apiErrorText } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { atLeast, type Currency, formatMoney, progressPercent } from '../money.ts';
import parts from '../parts.module.css';
import type { Bonus } from '../queries.ts';
import { useLockedQuery, useUnlockMutation } from '../queries-money.ts';
import { formatDateTime } from '../time.ts';
import styles from './money.module.css';

/** A bonus can be released once its wagering is met and it is still locked. */
export function canUnlock(bonus: Bonus): boolean {
  return bonus.status === 'locked' && atLeast(bonus.wagered, bonus.wager_required);
}

/** Locked bonuses with their wagering progress; unlock moves a met one to cash (never before). */
export function LockedList({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const locked = useLockedQuery();
  const unlock = useUnlockMutation();
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  return (
    <section className={parts.card} aria-labelledby="locked-title" data-testid="locked-list">
      <h2 id="locked-title" className={parts.cardTitle}>
        {t('locked.title')}
      </h2>
      <p className={parts.note}>{t('locked.text')}</p>
      {locked.isPending ? <Skeleton height="0.8rem" radius="md" /> : null}
      {locked.isError ? <LoadFailed onRetry={() => void locked.refetch()} testId="locked-retry" /> : null}
      {locked.data && locked.data.bonuses.length === 0 ? (
        <Empty compact title={t('locked.empty')} description={t('locked.emptyText')} />
      ) : null}
      <ul className={parts.list}>
        {locked.data?.bonuses.map((bonus) => {
          const percent = progressPercent(bonus.wagered, bonus.wager_required);
          return (
            <li key={bonus.id} className={styles.bonus} data-testid={`bonus-${bonus.id}`}>
              <div className={styles.bonusHead}>
                <strong>{money(bonus.amount)}</strong>
                <Badge
                  tone={bonus.status === 'locked' ? 'warning' : bonus.status === 'unlocked' ? 'success' : 'neutral'}
                >
                  {t(`locked.status.${bonus.status}`)}
                </Badge>
              </div>
              <span className={parts.note}>
                {t(`locked.source.${bonus.source === 'first_deposit' ? 'first_deposit' : 'other'}`)}
              </span>
              <div
                className={parts.bar}
                role="progressbar"
                aria-label={t('locked.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(percent)}
              >
                <span style={{ width: `${percent}%` }} />
              </div>
              <span className={parts.note}>
                {t('locked.wagered', { done: money(bonus.wagered), required: money(bonus.wager_required) })}
              </span>
              {bonus.status === 'locked' ? (
                <span className={parts.note}>
                  {t('locked.expires', { date: formatDateTime(bonus.expires_at, locale) })}
                </span>
              ) : null}
              {bonus.status === 'locked' ? (
                <Button
                  size="sm"
                  disabled={!canUnlock(bonus) || (unlock.isPending && unlock.variables !== bonus.id)}
                  loading={unlock.isPending && unlock.variables === bonus.id}
                  onClick={() => unlock.mutate(bonus.id)}
                  data-testid={`unlock-${bonus.id}`}
                >
                  {canUnlock(bonus) ? t('locked.unlock') : t('locked.keepPlaying')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {unlock.isError ? (
        <p className={parts.error} role="alert">
          {apiErrorText(unlock.error)}
        </p>
      ) : null}
    </section>
  );
}
