import type { RouteDef } from '@arcadia/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import styles from './root.module.css';

const ROUTE_LOADER_MS = 600;

/** Sub-brand pages show a loader on a route change; money pages are excluded (spec section 2). */
export function showsRouteLoader(route: RouteDef | undefined): boolean {
  return route?.group === 'subbrand' && !route.moneyPage;
}

export function RouteChangeLoader({ route, href }: { route: RouteDef | undefined; href: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const previous = useRef(href);

  useEffect(() => {
    if (previous.current === href) return;
    previous.current = href;
    if (!showsRouteLoader(route)) {
      setVisible(false);
      return;
    }
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), ROUTE_LOADER_MS);
    return () => clearTimeout(timer);
  }, [href, route]);

  if (!visible) return null;
  return (
    <div
      className={styles.routeLoader}
      role="progressbar"
      aria-label={t('state.routeLoading')}
      data-testid="route-loader"
    />
  );
}
