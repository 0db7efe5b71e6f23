import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import type { Account } from '../queries.ts';
import { formatDateTime } from '../time.ts';
import styles from './shell.module.css';

/** A time-out or self-exclusion in force: play and deposits are refused until it ends; withdrawals still work. */
export function ExclusionBanner({ exclusion }: { exclusion: NonNullable<Account['exclusion']> }) {
  const { t, locale } = useTranslation('fortune');
  return (
    <div className={styles.banner} role="status" data-testid="fortune-exclusion">
      <strong>{t(`exclusion.active.${exclusion.kind}`)}</strong>
      <span>{t('exclusion.until', { date: formatDateTime(exclusion.ends_at, locale) })}</span>
      <Link to="/fortune/money" className={styles.textLink}>
        {t('exclusion.withdrawStill')}
      </Link>
    </div>
  );
}
