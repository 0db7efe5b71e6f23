import { Link } from '../../app/router/link.tsx';
import { useLocation } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { Empty } from '../../ui/empty.tsx';
import styles from './wallet.module.css';

export function useLoggedIn(): boolean {
  return useSession((s) => s.hasLogin && s.userId > 0);
}

/** Wallet pages for visitors: what the wallet is, and a way to log in that comes back here. */
export function LoggedOut({ title }: { title: string }) {
  const { t } = useTranslation('wallet');
  const location = useLocation();
  const back = `${location.pathname}${location.search ?? ''}`;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <Empty
        title={t('loggedOut.title')}
        description={t('loggedOut.text')}
        action={
          <Link
            to={`/user/login-home?backUrl=${encodeURIComponent(back)}`}
            className={styles.cta}
            data-testid="wallet-login"
          >
            {t('loggedOut.login')}
          </Link>
        }
      />
    </section>
  );
}
