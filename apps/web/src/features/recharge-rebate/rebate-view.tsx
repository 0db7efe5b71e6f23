import { useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { type Rebate, type RebateCampaign, type RebateTier, useRebateClaim, useUserId } from './queries.ts';
import styles from './rebate.module.css';

/** Where "recharge now" goes: the recharge page, told to come back here. */
export const RECHARGE_LINK = `/activity/recharge_dialog?backUrl=${encodeURIComponent('/activity/recharge')}`;

/** An amount with decimals only when it has them. */
function amountText(value: string, locale: Parameters<typeof formatAmount>[1]['locale']) {
  return formatAmount(value, { locale, decimals: /\.\d*[1-9]/.test(value) ? 2 : 0 });
}

function percentText(bps: number, locale: Parameters<typeof formatAmount>[1]['locale']) {
  return formatAmount(String(bps / 100), { locale, decimals: bps % 100 === 0 ? 0 : 2 });
}

function timeLeft(until: number, now = Date.now()) {
  const seconds = Math.max(0, until - Math.floor(now / 1000));
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3600) };
}

/**
 * Where the bar stands: each tier at an equal step, the fill between two tiers in proportion to the USDT between
 * their thresholds, so a first tier of 10 and a last of 200 are both visible.
 */
export function fillShare(tiers: { threshold: string }[], progress: number): number {
  if (tiers.length === 0) return 0;
  let below = 0;
  for (let i = 0; i < tiers.length; i++) {
    const at = Number(tiers[i]?.threshold ?? 0);
    if (progress < at) return (i + (progress - below) / (at - below || 1)) / tiers.length;
    below = at;
  }
  return 1;
}

export function RebateView({ state, loggedIn }: { state: Rebate; loggedIn: boolean }) {
  const { t, locale } = useTranslation('activity');
  const campaign = state.campaign as RebateCampaign;
  const progress = state.progress ?? '0';
  const share = fillShare(campaign.tiers, Number(progress));
  const label = t('rechargeRebate.progress', { amount: amountText(progress, locale) });
  return (
    <>
      <div className={styles.hero} data-testid="rebate-hero" data-state={campaign.state}>
        <p className={styles.muted}>{campaign.title}</p>
        <p className={styles.big}>
          {t('rechargeRebate.upTo', {
            pct: percentText(campaign.tiers[campaign.tiers.length - 1]?.percent_bps ?? 0, locale),
          })}
        </p>
        <p className={styles.state} data-testid="rebate-time">
          {campaign.state === 'running'
            ? t('rechargeRebate.endsIn', timeLeft(campaign.ends_at))
            : campaign.state === 'scheduled'
              ? t('rechargeRebate.startsIn', timeLeft(campaign.starts_at))
              : t('rechargeRebate.ended', { date: formatDate(campaign.ends_at) })}
        </p>
        {loggedIn ? (
          <>
            <div
              className={styles.track}
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(share * 100)}
            >
              <div className={styles.fill} style={{ width: `${share * 100}%` }} />
              {campaign.tiers.map((tier, i) => (
                <span
                  key={tier.index}
                  className={styles.mark}
                  data-reached={tier.reached}
                  style={{ left: `${((i + 1) / campaign.tiers.length) * 100}%` }}
                />
              ))}
            </div>
            <div className={styles.row}>
              <span className={styles.muted} data-testid="rebate-progress">
                {label}
              </span>
              <span className={styles.muted}>
                {t('rechargeRebate.claimedTotal', { kc: amountText(state.claimed_total, locale) })}
              </span>
            </div>
          </>
        ) : null}
        {campaign.state !== 'ended' ? (
          <Link
            to={RECHARGE_LINK}
            className={buttonClassName({ variant: 'accent', block: true })}
            data-testid="rebate-recharge"
          >
            {t('rechargeRebate.rechargeNow')}
          </Link>
        ) : (
          <p className={styles.muted}>{t('rechargeRebate.claimUntil', { date: formatDate(campaign.claim_until) })}</p>
        )}
      </div>
      <Tiers campaign={campaign} progress={progress} loggedIn={loggedIn} />
      <section className={styles.panel} aria-labelledby="rebate-rules">
        <h2 id="rebate-rules" className={styles.name}>
          {t('rechargeRebate.rulesTitle')}
        </h2>
        <ol className={styles.rules}>
          <li>
            {t('rechargeRebate.rules.window', {
              start: formatDate(campaign.starts_at),
              end: formatDate(campaign.ends_at),
            })}
          </li>
          <li>{t('rechargeRebate.rules.count')}</li>
          <li>{t('rechargeRebate.rules.tiers')}</li>
          <li>{t('rechargeRebate.rules.claim', { date: formatDate(campaign.claim_until) })}</li>
          <li>{t('rechargeRebate.rules.refund')}</li>
        </ol>
      </section>
    </>
  );
}

function Tiers({ campaign, progress, loggedIn }: { campaign: RebateCampaign; progress: string; loggedIn: boolean }) {
  const { t } = useTranslation('activity');
  const [message, setMessage] = useState<string>();
  return (
    <section className={styles.panel} aria-labelledby="rebate-tiers">
      <h2 id="rebate-tiers" className={styles.name}>
        {t('rechargeRebate.tiersTitle')}
      </h2>
      {message ? (
        <p role="status" className={styles.lead} data-testid="rebate-message">
          {message}
        </p>
      ) : null}
      <ol className={styles.list}>
        {campaign.tiers.map((tier) => (
          <TierRow
            key={tier.index}
            tier={tier}
            campaign={campaign}
            progress={progress}
            loggedIn={loggedIn}
            onMessage={setMessage}
          />
        ))}
      </ol>
    </section>
  );
}

function TierRow(props: {
  tier: RebateTier;
  campaign: RebateCampaign;
  progress: string;
  loggedIn: boolean;
  onMessage: (text: string) => void;
}) {
  const { t, locale } = useTranslation('activity');
  const { tier } = props;
  return (
    <li
      className={styles.tier}
      data-reached={tier.reached}
      data-claimed={tier.claimed}
      data-testid={`rebate-tier-${tier.index}`}
    >
      <span className={styles.pct} aria-hidden="true">
        {percentText(tier.percent_bps, locale)}%
      </span>
      <div className={styles.body}>
        <p className={styles.name}>
          {t('rechargeRebate.tier', {
            amount: amountText(tier.threshold, locale),
            pct: percentText(tier.percent_bps, locale),
          })}
        </p>
        <p className={styles.muted}>{t('rechargeRebate.bonus', { kc: amountText(tier.bonus, locale) })}</p>
      </div>
      {props.loggedIn ? <TierAction {...props} /> : null}
    </li>
  );
}

function TierAction({ tier, campaign, progress, onMessage }: Parameters<typeof TierRow>[0]) {
  const { t, locale } = useTranslation('activity');
  const userId = useUserId();
  const claim = useRebateClaim(userId);
  const open = Date.now() / 1000 < campaign.claim_until && campaign.state !== 'scheduled';
  if (tier.claimed) return <span className={styles.muted}>{t('rechargeRebate.claimed')}</span>;
  if (tier.reached && open)
    return (
      <Button
        size="sm"
        variant="accent"
        loading={claim.isPending}
        data-testid={`rebate-claim-${tier.index}`}
        onClick={async () => {
          try {
            const answer = await claim.mutateAsync({ campaign_id: campaign.id, tier: tier.index });
            onMessage(t('rechargeRebate.paid', { kc: amountText(answer.paid, locale) }));
          } catch (error) {
            onMessage(apiErrorText(error));
          }
        }}
      >
        {t('rechargeRebate.claim')}
      </Button>
    );
  if (tier.reached || campaign.state === 'ended')
    return <span className={styles.muted}>{t('rechargeRebate.missed')}</span>;
  const more = Math.max(0, Number(tier.threshold) - Number(progress));
  return (
    <span className={styles.muted}>
      {t('rechargeRebate.more', { amount: amountText(String(Math.ceil(more * 100) / 100), locale) })}
    </span>
  );
}
