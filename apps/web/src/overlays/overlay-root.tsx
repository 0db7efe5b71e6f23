import { isLocale, matchRoute, type RouteDef, splitLocale } from '@arcadia/contract';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { getLocation, subscribe } from '../app/router/history.ts';
import { useHostOverlaysNeeded } from '../hosts/host-overlays-gate.ts';
import { onStartDialog, peekStartDialog } from '../hosts/start-dialog.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { isPageModel } from '../session/storage.ts';
import { Spinner } from '../ui/spinner.tsx';
import { ToastViewport } from '../ui/toast.tsx';
import { FeedbackBall } from './feedback-ball.tsx';
import { installMonitors } from './monitors.ts';
import { useOpenOverlays, usePageLoading } from './overlay-store.ts';
import styles from './root.module.css';
import { RouteChangeLoader } from './route-change-loader.tsx';

const OverlayHost = lazy(() => import('./overlay-host.tsx'));
const HostOverlays = lazy(() => import('../hosts/host-overlays.tsx'));

/** The feedback ball is hidden on the manifest's hideFeedbackBall pages, on its own page and in bit-game mode. */
export function showsFeedbackBall(route: RouteDef | undefined, bitGameMode: boolean): boolean {
  if (!route || bitGameMode) return false;
  return !route.hideFeedbackBall && route.id !== 'userFeedback' && route.feature !== 'inbet';
}

function useRouteAt() {
  const location = useSyncExternalStore(subscribe, getLocation, getLocation);
  const { locale, rest } = splitLocale(location.pathname);
  const route = isLocale(locale) ? matchRoute(rest)?.route : undefined;
  return { location, locale: isLocale(locale) ? locale : undefined, route };
}

let hostWanted = false;

/** The openers of the global start dialogs load only when a start parameter names a dialog. */
function openPendingStartDialog() {
  if (peekStartDialog()) void import('./start-dialogs.ts').then((dialogs) => dialogs.openStartDialog());
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.pageLoading} data-testid="page-loading" aria-busy="true">
      <Spinner label={t('state.loading')} size="lg" />
    </div>
  );
}

/** Global overlays of spec section 2, mounted once above the router. */
export function OverlayRoot() {
  const { location, locale, route } = useRouteAt();
  const open = useOpenOverlays();
  const loading = usePageLoading();
  const hostOverlays = useHostOverlaysNeeded();
  useEffect(installMonitors, []);
  useEffect(() => {
    openPendingStartDialog();
    return onStartDialog(openPendingStartDialog);
  }, []);
  if (Object.keys(open).length > 0) hostWanted = true;
  return (
    <>
      <ToastViewport />
      {hostOverlays ? (
        <Suspense fallback={null}>
          <HostOverlays />
        </Suspense>
      ) : null}
      {loading ? <PageLoading /> : null}
      <RouteChangeLoader route={route} href={location.href} />
      {locale && showsFeedbackBall(route, isPageModel()) ? <FeedbackBall locale={locale} /> : null}
      {hostWanted ? (
        <Suspense fallback={null}>
          <OverlayHost />
        </Suspense>
      ) : null}
    </>
  );
}
