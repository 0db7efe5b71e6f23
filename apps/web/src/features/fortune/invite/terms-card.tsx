import { useTranslation } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { type Currency, formatMoney } from '../money.ts';
import parts from '../parts.module.css';
import { bpsText, commissionEstimate } from './format.ts';
import styles from './invite.module.css';
import type { useInviteConfQuery } from './queries-invite.ts';
import { ScrollTable } from './scroll-table.tsx';

export type ConfQuery = ReturnType<typeof useInviteConfQuery>;

/** The example's wager: 100 USDT, shown in the market's currency. */
const EXAMPLE_WAGER = '100';

/**
 * The programme's terms as the server applies them: what a player earns, the agents' tiers by the month's volume,
 * the override on sub-agents, when days are settled, and what does not count.
 */
export function TermsCard({ conf, currency }: { conf: ConfQuery; currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const data = conf.data;
  return (
    <section className={styles.card} aria-labelledby="invite-terms-title" data-testid="invite-terms">
      <h2 id="invite-terms-title" className={parts.cardTitle}>
        {t('invite.terms.title')}
      </h2>
      {conf.isPending ? <Skeleton height="1.2rem" radius="md" /> : null}
      {conf.isError && !data ? <LoadFailed onRetry={() => void conf.refetch()} testId="invite-terms-retry" /> : null}
      {data ? (
        <>
          <p className={parts.note}>
            {t('invite.terms.how', { rate: bpsText(data.player_rate_bps), edge: bpsText(data.house_edge_bps) })}
          </p>
          <p className={parts.note} data-testid="invite-terms-example">
            {t('invite.terms.example', {
              wager: money(EXAMPLE_WAGER),
              amount: money(commissionEstimate(EXAMPLE_WAGER, data.house_edge_bps, data.player_rate_bps)),
            })}
          </p>
          <h3 id="invite-tiers-title" className={parts.note}>
            {t('invite.terms.tiers')}
          </h3>
          <ScrollTable labelledBy="invite-tiers-title">
            <table className={styles.table} data-testid="invite-tiers">
              <thead>
                <tr>
                  <th scope="col">{t('invite.terms.tier')}</th>
                  <th scope="col">{t('invite.terms.volume')}</th>
                  <th scope="col">{t('invite.terms.rate')}</th>
                </tr>
              </thead>
              <tbody>
                {data.tiers.map((tier) => (
                  <tr key={tier.tier}>
                    <td>{tier.tier}</td>
                    <td>{money(tier.min_volume)}</td>
                    <td>{bpsText(tier.rate_bps)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <ul className={styles.list}>
            <li className={parts.note}>{t('invite.terms.override', { rate: bpsText(data.override_bps) })}</li>
            <li className={parts.note}>{t('invite.terms.settle', { minutes: data.settle_after_minutes })}</li>
            <li className={parts.note}>{t('invite.terms.self')}</li>
            <li className={parts.note}>{t('invite.terms.bound')}</li>
          </ul>
        </>
      ) : null}
    </section>
  );
}
