import { Link } from '../app/router/link.tsx';
import { useTranslation } from '../i18n/i18n.ts';
import { Button, buttonClassName } from './button.tsx';
import { Empty } from './empty.tsx';

/** A page's "log in first" state for visitors, returning to `backUrl` after login. */
export function LoginFirst({ backUrl, title, body }: { backUrl: string; title?: string; body?: string }) {
  const { t } = useTranslation();
  return (
    <Empty
      title={title ?? t('pageStates.loginTitle')}
      description={body ?? t('pageStates.loginBody')}
      action={
        <Link to={`/user/login-home?backUrl=${encodeURIComponent(backUrl)}`} className={buttonClassName({})}>
          {t('pageStates.login')}
        </Link>
      }
    />
  );
}

/** A failed load with a retry. */
export function LoadFailed({ retry, title }: { retry: () => unknown; title?: string }) {
  const { t } = useTranslation();
  return (
    <Empty
      title={title ?? t('pageStates.loadFailed')}
      action={
        <Button variant="secondary" onClick={() => retry()} data-testid="load-retry">
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
