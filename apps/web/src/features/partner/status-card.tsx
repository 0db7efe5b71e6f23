import { apiErrorText } from '../../api/client.ts';
import { formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import styles from './partner.module.css';
import { type PartnerMe, useWithdrawMutation } from './queries.ts';

/** The player's standing: a partner (with the bonus in force), or their latest application's state. */
export function StatusCard({ me }: { me: PartnerMe }) {
  const { t } = useTranslation('partner');
  const withdraw = useWithdrawMutation();
  const app = me.application;
  if (me.partner)
    return (
      <section className={styles.partnerCard} data-testid="partner-status-approved" aria-live="polite">
        <h2 className={styles.heading}>{t('status.partner')}</h2>
        <p>{t('status.partnerBody', { percent: me.partner.bonus_percent, date: formatDate(me.partner.since) })}</p>
      </section>
    );
  if (!app || app.status === 'withdrawn') return null;
  if (app.status === 'pending')
    return (
      <section className={styles.card} data-testid="partner-status-pending" aria-live="polite">
        <h2 className={styles.heading}>{t('status.pending')}</h2>
        <p className={styles.muted}>{t('status.pendingBody', { date: formatDate(app.created_at) })}</p>
        {withdraw.isError ? (
          <p className={styles.error} role="alert">
            {apiErrorText(withdraw.error)}
          </p>
        ) : null}
        <Button variant="secondary" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
          {t('status.withdraw')}
        </Button>
      </section>
    );
  return (
    <section className={styles.card} data-testid="partner-status-rejected" aria-live="polite">
      <h2 className={styles.heading}>{t('status.rejected')}</h2>
      <p>{t('status.reason', { reason: app.reason })}</p>
      <p className={styles.muted}>
        {me.reapply_at ? t('status.reapplyAt', { date: formatDate(me.reapply_at) }) : t('status.reapplyNow')}
      </p>
    </section>
  );
}
