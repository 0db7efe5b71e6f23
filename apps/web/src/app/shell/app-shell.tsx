import { type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useCurrentRoute, useRouteState } from '../router/route-context.ts';
import styles from './app-shell.module.css';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import { useDocumentHead } from './document-head.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { TopBar } from './top-bar.tsx';

/** The frame around every page: a top bar with back on inner pages, the page, and the tab bar on tab pages. */
export function AppShell({ children }: { children: ReactNode }) {
  const route = useCurrentRoute();
  const { locale, path } = useRouteState();
  const { t } = useTranslation();
  const docTitle = useDocumentHead(route, locale, path, t);
  // The top bar shows the page name (an entity's own title where it has one), never the product suffix.
  const title =
    route?.title === 'entity' || route?.title === 'username'
      ? docTitle
      : route
        ? t(`titles.${route.id}`)
        : t('notFound.title');

  return (
    <div className={styles.shell} data-tabbed={route?.tab ? '' : undefined}>
      {route?.tab ? null : <TopBar title={title} />}
      <main className={styles.main} id="main">
        <RouteErrorBoundary key={route?.id}>
          <Suspense fallback={<Spinner label={t('state.loading')} centered />}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      {route?.tab ? <BottomTabBar active={route.tab} /> : null}
    </div>
  );
}
