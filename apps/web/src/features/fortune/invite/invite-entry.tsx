import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import styles from './invite-entry.module.css';

/** The way to invites and agents from the rewards screen. */
export function InviteEntry() {
  const { t } = useTranslation('fortune');
  return (
    <Link to="/fortune?tab=invite" className={styles.entry} data-testid="rewards-invite-link">
      <span className={styles.main}>
        <strong className={styles.title}>{t('invite.entry.title')}</strong>
        <span className={styles.text}>{t('invite.entry.text')}</span>
      </span>
      <span className={styles.go} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
