import { useTranslation } from '../../i18n/i18n.ts';
import styles from './app-shell.module.css';

export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.errorScreen} role="alert" data-testid="error-screen">
      <p className={styles.errorTitle}>{t('errors.renderFailure')}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
