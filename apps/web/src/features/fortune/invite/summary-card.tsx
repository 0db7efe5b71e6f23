import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { type Currency, formatMoney } from '../money.ts';
import parts from '../parts.module.css';
import { bpsText, commissionEstimate } from './format.ts';
import styles from './invite.module.css';
import type { InviteConf, InviteSummary } from './queries-invite.ts';

/**
 * The player's figures: their friends (new today, not counted), the team's wager today and this month, their rate (an
 * agent's tier), today's estimate so far, and what they have earned. Money in the market's currency.
 */
export function SummaryCard({
  summary,
  conf,
  currency,
}: {
  summary: InviteSummary;
  conf: InviteConf | undefined;
  currency: Currency;
}) {
  const { t, locale } = useTranslation('fortune');
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const agent = summary.role === 'agent';
  const figures: [string, string, ReactNode, string?][] = [
    [
      'invitees',
      t('invite.summary.invitees'),
      summary.invitees,
      summary.invitees_today > 0 ? t('invite.summary.today', { n: summary.invitees_today }) : undefined,
    ],
    ['active', t('invite.summary.active'), summary.active_today],
    ['wager-today', t('invite.summary.wagerToday'), money(summary.team_wager_today)],
    ['wager-month', t('invite.summary.wagerMonth'), money(summary.team_wager_month)],
    [
      'rate',
      t('invite.summary.rate'),
      bpsText(summary.rate_bps),
      agent ? t('invite.summary.tier', { tier: summary.tier }) : undefined,
    ],
  ];
  if (conf)
    figures.push([
      'estimate',
      t('invite.summary.estimate'),
      money(commissionEstimate(summary.team_wager_today, conf.house_edge_bps, summary.rate_bps)),
    ]);
  figures.push(
    ['earned', t('invite.summary.earned'), money(summary.rewards_total)],
    [
      'yesterday',
      t('invite.summary.yesterday'),
      summary.rewards_yesterday === null ? t('invite.summary.notSettled') : money(summary.rewards_yesterday),
    ],
  );
  if (agent) figures.push(['sub-agents', t('invite.summary.subAgents'), summary.sub_agents]);
  return (
    <section className={styles.card} aria-labelledby="invite-summary-title" data-testid="invite-summary">
      <div className={styles.head}>
        <h2 id="invite-summary-title" className={parts.cardTitle}>
          {t('invite.summary.title')}
        </h2>
        <Badge tone={agent ? 'accent' : 'neutral'}>{t(`invite.role.${summary.role}`)}</Badge>
      </div>
      <dl className={styles.figures}>
        {figures.map(([id, label, value, extra]) => (
          <div key={id} className={styles.figure} data-testid={`invite-figure-${id}`}>
            <dt>{label}</dt>
            <dd>
              {value} {extra ? <small>{extra}</small> : null}
            </dd>
          </div>
        ))}
      </dl>
      {agent && summary.next_tier_volume ? (
        <p className={parts.note} data-testid="invite-next-tier">
          {t('invite.summary.nextTier', { amount: money(summary.next_tier_volume), tier: summary.tier + 1 })}
        </p>
      ) : null}
      {summary.flagged > 0 ? (
        <p className={parts.note} data-testid="invite-flagged">
          {t('invite.summary.flagged', { n: summary.flagged })}
        </p>
      ) : null}
    </section>
  );
}
