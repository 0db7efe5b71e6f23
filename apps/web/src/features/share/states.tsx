import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './share.module.css';

/** The share pages' shared states: log in first, loading, and a failed load with a retry. */
export function LoginFirst({ backUrl }: { backUrl: string }) {
  const { t } = useTranslation('share');
  return (
    <Empty
      title={t('loginTitle')}
      description={t('loginBody')}
      action={
        <Link to={`/user/login-home?backUrl=${encodeURIComponent(backUrl)}`} className={buttonClassName({})}>
          {t('login')}
        </Link>
      }
    />
  );
}

export function LoadFailed({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation('share');
  return (
    <Empty
      title={t('loadFailed')}
      action={
        <Button variant="secondary" onClick={() => retry()} data-testid="share-retry">
          {t('retry')}
        </Button>
      }
    />
  );
}

export function Loading() {
  const { t } = useTranslation('share');
  return (
    <div className={styles.list} role="status" aria-label={t('loading')} data-testid="share-loading">
      <Skeleton height="1.6rem" radius="md" />
      <Skeleton height="0.6rem" radius="md" />
      <Skeleton height="0.6rem" radius="md" />
    </div>
  );
}
