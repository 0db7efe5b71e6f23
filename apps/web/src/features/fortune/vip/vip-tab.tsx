import { type Translate, useTranslation } from '../../../i18n/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { type Currency, divideDecimal, formatMoney, percentText, progressPercent } from '../money.ts';
import { subtractDecimal } from '../money-calc.ts';
import parts from '../parts.module.css';
import type { Account, VipConf, VipProfile, VipReward } from '../queries.ts';
import { useAccountQuery } from '../queries-account.ts';
import { useClaimVipMutation, useVipConfQuery, useVipProfileQuery } from '../queries-me.ts';
import styles from './vip.module.css';
import { VipGem } from './vip-gem.tsx';

/** VIP: the player's level and progress, their rewards to claim, and the eleven levels. */
export default function VipTab() {
  const account = useAccountQuery();
  const conf = useVipConfQuery();
  const profile = useVipProfileQuery();
  if (!account.data) return null;
  if (conf.isError || profile.isError)
    return (
      <LoadFailed
        onRetry={() => {
          void conf.refetch();
          void profile.refetch();
        }}
        testId="vip-retry"
      />
    );
  if (!conf.data || !profile.data)
    return (
      <div className={parts.stack} data-testid="vip-loading">
        <Skeleton height="1.4rem" radius="lg" />
        <Skeleton height="2rem" radius="lg" />
      </div>
    );
  return (
    <div className={parts.stack}>
      <VipStatus profile={profile.data} currency={account.data.currency} />
      <Rewards rewards={profile.data.rewards} account={account.data} />
      <Ladder conf={conf.data} level={profile.data.level} currency={account.data.currency} />
    </div>
  );
}

function VipStatus({ profile, currency }: { profile: VipProfile; currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const next = profile.next_level_wager;
  const percent = next ? progressPercent(profile.wagered, next) : 100;
  return (
    <section className={styles.status} aria-labelledby="vip-status-title" data-testid="vip-status">
      <VipGem level={profile.level} size="0.96rem" />
      <h2 id="vip-status-title" className={styles.level}>
        {t('vip.level', { level: profile.level })}
      </h2>
      <p className={parts.note}>{t('vip.wagered', { amount: formatMoney(profile.wagered, currency, locale) })}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('vip.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={parts.note} data-testid="vip-next">
        {next
          ? t('vip.toNext', {
              amount: formatMoney(subtractDecimal(next, profile.wagered), currency, locale),
              level: profile.level + 1,
            })
          : t('vip.top')}
      </p>
    </section>
  );
}

function rewardTitle(reward: VipReward, t: Translate<'fortune'>) {
  return reward.kind === 'level_up'
    ? t('vip.reward.levelUp', { level: reward.ref })
    : t('vip.reward.rakeback', { date: reward.ref });
}

function Rewards({ rewards, account }: { rewards: VipReward[]; account: Account }) {
  const { t, locale } = useTranslation('fortune');
  const claim = useClaimVipMutation();
  const pendingRef = claim.isPending ? `${claim.variables?.kind}:${claim.variables?.ref}` : '';
  const onClaim = (reward: VipReward) =>
    claim.mutate(
      { kind: reward.kind, ref: reward.ref, key: `fortune-vip-${reward.kind}-${reward.ref}-${crypto.randomUUID()}` },
      {
        onSuccess: (answer) =>
          showToast(t('vip.claimed', { amount: formatMoney(answer.reward.amount, account.currency, locale) }), {
            type: 'success',
          }),
      },
    );
  return (
    <section className={parts.card} aria-labelledby="vip-rewards-title" data-testid="vip-rewards">
      <h2 id="vip-rewards-title" className={parts.cardTitle}>
        {t('vip.rewards')}
      </h2>
      {rewards.length === 0 ? <Empty compact title={t('vip.noRewards')} description={t('vip.noRewardsText')} /> : null}
      <ul className={parts.list}>
        {rewards.map((reward) => {
          const id = `${reward.kind}:${reward.ref}`;
          return (
            <li key={id} className={styles.row} data-testid={`vip-reward-${reward.kind}-${reward.ref}`}>
              <span className={styles.rowMain}>
                <span>{rewardTitle(reward, t)}</span>
                <strong>{formatMoney(reward.amount, account.currency, locale)}</strong>
              </span>
              {reward.claimed ? (
                <Badge tone="success">{t('vip.done')}</Badge>
              ) : reward.claimable ? (
                <Button
                  size="sm"
                  loading={pendingRef === id}
                  disabled={claim.isPending && pendingRef !== id}
                  onClick={() => onClaim(reward)}
                  data-testid={`vip-claim-${reward.kind}-${reward.ref}`}
                >
                  {t('vip.claim')}
                </Button>
              ) : (
                <Badge tone="neutral">{t('vip.notYet')}</Badge>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Ladder({ conf, level, currency }: { conf: VipConf; level: number; currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  return (
    <section className={parts.card} aria-labelledby="vip-ladder-title" data-testid="vip-ladder">
      <h2 id="vip-ladder-title" className={parts.cardTitle}>
        {t('vip.levels')}
      </h2>
      <p className={parts.note}>
        {t(conf.period === 'week' ? 'vip.howWeek' : 'vip.howDay', {
          days: conf.window_days,
          edge: percentText(divideDecimal(String(conf.house_edge_bps), '10000', 4)),
        })}
      </p>
      <ol className={styles.ladder}>
        {conf.levels.map((row) => (
          <li
            key={row.level}
            className={styles.step}
            aria-current={row.level === level ? 'step' : undefined}
            data-testid={`vip-level-${row.level}`}
          >
            <VipGem level={row.level} size="0.4rem" />
            <span className={styles.stepMain}>
              <strong>{t('vip.level', { level: row.level })}</strong>
              <span className={parts.note}>{t('vip.needs', { amount: formatMoney(row.wager, currency, locale) })}</span>
            </span>
            <span className={styles.stepSide}>
              <span>
                {t('vip.rakeback', { percent: percentText(divideDecimal(String(row.rakeback_bps), '10000', 4)) })}
              </span>
              {row.level_up_reward !== '0' ? (
                <span className={parts.note}>
                  {t('vip.bonus', { amount: formatMoney(row.level_up_reward, currency, locale) })}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
