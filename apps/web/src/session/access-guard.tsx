import { type ReactNode, useEffect } from 'react';
import { recordPageView } from '../api/analytics.ts';
import { pageRendered } from '../app/first-paint.ts';
import { navigate } from '../app/router/history.ts';
import { useLocation, useRouteState } from '../app/router/route-context.ts';
import { getHost } from '../hosts/host.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Spinner } from '../ui/spinner.tsx';
import { accessDecision, loginHomeHref } from './access.ts';
import { useSession } from './session-store.ts';
import { isPageModel } from './storage.ts';
import { useUserInfoSync } from './user-info.ts';

/**
 * Wraps every page: a centred spinner until the app has initialised (except on the exempt routes),
 * login-home with backUrl for protected routes when not logged in, and the user-info sync.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { path, locale, route } = useRouteState();
  const { search } = useLocation();
  const hasInit = useSession((state) => state.hasInit);
  const hasLogin = useSession((state) => state.hasLogin);
  const { t } = useTranslation();
  useUserInfoSync(path);

  const decision = accessDecision({
    path,
    hasInit,
    hasLogin,
    messenger: getHost().platform === 'tg',
    pageModel: isPageModel(),
  });

  // The decision for the current path, on `<html data-access>` ("render /wallet", "login /wallet"): tests wait for
  // it instead of a wall-clock wait when they check that a page stays.
  useEffect(() => {
    document.documentElement.dataset.access = `${decision} ${path}`;
  }, [decision, path]);

  useEffect(() => {
    if (decision !== 'render') return;
    recordPageView(route?.id ?? 'notFound', path);
    pageRendered();
  }, [decision, route, path]);

  useEffect(() => {
    if (decision === 'login') navigate(loginHomeHref(locale, `${path}${search}`), { replace: true });
  }, [decision, locale, path, search]);

  if (decision === 'render') return children;
  return <Spinner label={t('state.loading')} centered />;
}
