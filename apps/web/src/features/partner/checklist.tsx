import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './partner.module.css';
import type { PartnerInfo } from './queries.ts';

function Item({ done, text, testId }: { done: boolean; text: string; testId: string }) {
  const { t } = useTranslation('partner');
  return (
    <li className={styles.check} data-done={done} data-testid={testId}>
      <span className={styles.mark} aria-hidden="true">
        {done ? '✓' : '•'}
      </span>
      <span className={styles.checkText}>{text}</span>
      <span className={styles.checkState}>{done ? t('who.done') : t('who.notYet')}</span>
    </li>
  );
}

/** The smallest audience of each size range, for "reaching 1,000+ people". */
const AUDIENCE_MIN: Record<PartnerInfo['terms']['creator_audience'], number> = {
  under_1k: 0,
  '1k_10k': 1000,
  '10k_100k': 10_000,
  '100k_plus': 100_000,
};

/** Who may join, and for a signed-in player their own facts against each rule. */
export function Checklist({ info }: { info: PartnerInfo }) {
  const { t, locale } = useTranslation('partner');
  const { terms, me } = info;
  const creator = t('who.creator', {
    audience: formatAmount(AUDIENCE_MIN[terms.creator_audience], { locale, decimals: 0 }),
  });
  return (
    <section className={styles.card} aria-labelledby="partner-who">
      <h2 id="partner-who" className={styles.heading}>
        {t('who.title')}
      </h2>
      <p className={styles.muted}>{t('who.body')}</p>
      {me ? (
        <ul className={styles.checks}>
          <Item done={me.phone_bound} text={t('who.phone')} testId="partner-check-phone" />
          <Item
            done={me.active_invitees >= terms.min_invitees}
            text={t('who.invitees', { min: terms.min_invitees, n: me.active_invitees })}
            testId="partner-check-invitees"
          />
          <li className={styles.or}>{t('who.or')}</li>
          <li className={styles.check} data-testid="partner-check-creator">
            <span className={styles.mark} aria-hidden="true">
              ★
            </span>
            <span className={styles.checkText}>{creator}</span>
          </li>
          <li className={styles.muted}>{t('who.joined', { date: formatDate(me.joined_at) })}</li>
        </ul>
      ) : (
        <ul className={styles.rules}>
          <li>{t('who.phone')}</li>
          <li>{t('who.inviteesRule', { min: terms.min_invitees })}</li>
          <li>{creator}</li>
        </ul>
      )}
    </section>
  );
}
