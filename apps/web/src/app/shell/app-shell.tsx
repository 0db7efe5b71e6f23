import { matchRoute, splitLocale } from '@arcadia/contract';
import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useCurrentRoute, useRouteState } from '../router/route-context.ts';
import styles from './app-shell.module.css';
import { useDocumentHead } from './document-head.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { TopBar } from './top-bar.tsx';

type TabBarProps = ComponentProps<typeof import('./bottom-tab-bar.tsx').BottomTabBar>;
/** The tab bar (and its five icons) loads only on the five tab pages. */
let loadedTabBar: ComponentType<TabBarProps> | undefined;
const loadTabBar = () =>
  import('./bottom-tab-bar.tsx').then(({ BottomTabBar }) => {
    loadedTabBar = BottomTabBar;
    return { default: BottomTabBar };
  });
const LazyTabBar = lazy(loadTabBar);

/**
 * A tab page's first render waits for the tab bar (main.tsx), so the bar paints with the page: a lazy component that
 * suspended on the first render would hold it back for React's reveal throttle.
 */
export function loadTabBarFor(pathname: string): Promise<unknown> {
  // A failed load is not the first render's: the lazy bar asks again when it renders.
  return matchRoute(splitLocale(pathname).rest)?.route.tab ? loadTabBar().catch(() => undefined) : Promise.resolve();
}

function TabBar(props: TabBarProps) {
  const Bar = loadedTabBar ?? LazyTabBar;
  return (
    <Suspense fallback={null}>
      <Bar {...props} />
    </Suspense>
  );
}

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
      {route?.tab ? <TabBar active={route.tab} /> : null}
    </div>
  );
}
