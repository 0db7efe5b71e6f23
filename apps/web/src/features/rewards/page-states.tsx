import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';

/** The reward pages' shared states: log in first, and a failed load with a retry. */
export function LoginFirst({ backUrl }: { backUrl: string }) {
  const { t } = useTranslation('reward');
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
  const { t } = useTranslation('reward');
  return (
    <Empty
      title={t('loadFailed')}
      action={
        <Button variant="secondary" onClick={() => retry()}>
          {t('retry')}
        </Button>
      }
    />
  );
}
