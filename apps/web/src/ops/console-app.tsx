import { opsLogout, opsMe } from '@arcadia/contract/ops/index';
import { type ComponentType, lazy, Suspense } from 'react';
import { Button } from '../ui/button.tsx';
import { opsCall } from './api.ts';
import { CONSOLE_LOCALES, setConsoleLocale, useT } from './i18n.ts';
import { allowed, NAV } from './nav.ts';
import styles from './ops.module.css';
import { ErrorNote, Loading } from './parts.tsx';
import { ReauthDialog } from './reauth-dialog.tsx';
import { Link, navigate, useLocation } from './router.tsx';
import { clearToken, useToken } from './session.ts';
import { useOpsQuery } from './use-ops.ts';

const LoginPage = lazy(() => import('./pages/login-page.tsx'));
const InvitePage = lazy(() => import('./pages/invite-page.tsx'));

/** Pages by path; each loads when first opened. */
const PAGES: Record<string, ComponentType> = {
  '/': lazy(() => import('./pages/overview-page.tsx')),
  '/players': lazy(() => import('./pages/players-page.tsx')),
  '/task-audits': lazy(() => import('./pages/task-audits-page.tsx')),
  '/withdrawals': lazy(() => import('./pages/withdrawals-page.tsx')),
  '/refunds': lazy(() => import('./pages/refunds-page.tsx')),
  '/approvals': lazy(() => import('./pages/approvals-page.tsx')),
  '/ledger': lazy(() => import('./pages/ledger-page.tsx')),
  '/pool': lazy(() => import('./pages/pool-page.tsx')),
  '/fortune-markets': lazy(() => import('./pages/fortune-markets-page.tsx')),
  '/fortune-campaigns': lazy(() => import('./pages/fortune-campaigns-page.tsx')),
  '/lucky-code': lazy(() => import('./pages/lucky-code-page.tsx')),
  '/battle-seasons': lazy(() => import('./pages/battle-seasons-page.tsx')),
  '/game-draws': lazy(() => import('./pages/game-draws-page.tsx')),
  '/pvp': lazy(() => import('./pages/pvp-page.tsx')),
  '/pets': lazy(() => import('./pages/pets-terms-page.tsx')),
  '/games': lazy(() => import('./pages/game-settings-page.tsx')),
  '/votes': lazy(() => import('./pages/votes-page.tsx')),
  '/invest': lazy(() => import('./pages/invest-page.tsx')),
  '/market': lazy(() => import('./pages/market-page.tsx')),
  '/staking': lazy(() => import('./pages/staking-page.tsx')),
  '/catalogue': lazy(() => import('./pages/catalogue-page.tsx')),
  '/gift-codes': lazy(() => import('./pages/gift-codes-page.tsx')),
  '/recharge-rebates': lazy(() => import('./pages/recharge-rebates-page.tsx')),
  '/moderation': lazy(() => import('./pages/moderation-page.tsx')),
  '/fortune-popups': lazy(() => import('./pages/fortune-popups-page.tsx')),
  '/popups': lazy(() => import('./pages/popups-page.tsx')),
  '/product-reviews': lazy(() => import('./pages/product-reviews-page.tsx')),
  '/partners': lazy(() => import('./pages/partners-page.tsx')),
  '/fortune-agents': lazy(() => import('./pages/fortune-agents-page.tsx')),
  '/operators': lazy(() => import('./pages/operators-page.tsx')),
  '/audit': lazy(() => import('./pages/audit-page.tsx')),
  '/system': lazy(() => import('./pages/system-page.tsx')),
  '/sessions': lazy(() => import('./pages/sessions-page.tsx')),
};

/** Signed out: the login page (or the invitation page). Signed in: the shell with the pages the role may open. */
export function ConsoleApp() {
  const token = useToken();
  const { path } = useLocation();
  if (path === '/invite')
    return (
      <Suspense fallback={<Loading />}>
        <InvitePage />
      </Suspense>
    );
  if (!token)
    return (
      <Suspense fallback={<Loading />}>
        <LoginPage />
      </Suspense>
    );
  return <Shell token={token} />;
}

function Shell({ token }: { token: string }) {
  const { t, locale } = useT();
  const { path } = useLocation();
  const me = useOpsQuery(opsMe, {}, { enabled: Boolean(token) });
  if (me.error) return <ErrorNote error={me.error} onRetry={me.reload} />;
  if (!me.data) return <Loading />;
  const operator = me.data;
  const items = NAV.filter((item) => allowed(item, operator.permissions));
  const item = NAV.find((candidate) => candidate.path === path);
  const Page = item && allowed(item, operator.permissions) ? PAGES[path] : undefined;

  const logout = async () => {
    await opsCall(opsLogout, {}).catch(() => undefined);
    clearToken();
    navigate('/', { replace: true });
  };

  return (
    <div className={styles.shell}>
      <aside className={styles.side}>
        <p className={styles.brand}>
          Arcadia <small>{t('shell.console')}</small>
        </p>
        <nav aria-label={t('shell.nav')}>
          <ul className={styles.nav}>
            {items.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  className={styles.navLink}
                  aria-current={entry.path === path ? 'page' : undefined}
                  data-testid={`ops-nav${entry.path.replace('/', '-')}`}
                >
                  {t(entry.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who}>
          <span data-testid="ops-who">
            {operator.email} · {t(`role.${operator.role}`)}
          </span>
          <div className={styles.lang}>
            {CONSOLE_LOCALES.map((code) => (
              <Button
                key={code}
                size="sm"
                variant={code === locale ? 'secondary' : 'ghost'}
                aria-pressed={code === locale}
                onClick={() => setConsoleLocale(code)}
                lang={code}
              >
                {code === 'en-US' ? 'English' : 'Tiếng Việt'}
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={logout} data-testid="ops-logout">
              {t('shell.logout')}
            </Button>
          </div>
        </div>
      </aside>
      <main className={styles.main}>
        <Suspense fallback={<Loading />}>{Page ? <Page /> : <NotHere />}</Suspense>
      </main>
      <ReauthDialog />
    </div>
  );
}

function NotHere() {
  const { t } = useT();
  return (
    <section className={styles.page}>
      <h1 className={styles.pageTitle}>{t('shell.notHere')}</h1>
      <p className={styles.note}>{t('shell.notHereHint')}</p>
      <Link to="/" className={styles.navLink}>
        {t('nav.overview')}
      </Link>
    </section>
  );
}
