import { useEffect } from 'react';
import { useNavigate } from '../../app/router/navigation.ts';
import { useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { safeBackUrl } from '../../session/access.ts';
import { useSession } from '../../session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { useTelegramWidgetLogin } from '../social/index.ts';
import { startOidcLogin, useOidcReturn } from './oidc-login.ts';
import { useThirdPartyProviders } from './third-party-providers.ts';
import styles from './user.module.css';

/** /user/login-home: the ways to log in; back to backUrl once logged in. */
export default function LoginHomePage() {
  const { t, locale } = useTranslation('user');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch();
  const backUrl = search.get('backUrl');
  const hasLogin = useSession((state) => state.hasLogin);
  const providers = useThirdPartyProviders();
  useTelegramWidgetLogin();
  const oidc = useOidcReturn();

  useEffect(() => {
    if (hasLogin) navigate(safeBackUrl(backUrl), { replace: true });
  }, [hasLogin, backUrl, navigate]);

  const go = (mode: string) => {
    const query = new URLSearchParams({ mode });
    if (backUrl) query.set('backUrl', backUrl);
    navigate(`/user/login?${query}`);
  };

  return (
    <div className={styles.page} data-testid="login-home">
      <div className={styles.hero}>
        <div className={styles.logo} aria-hidden="true">
          {tc('brand.product').slice(0, 1)}
        </div>
        <h1 className={styles.heading}>{t('home.title', { product: tc('brand.product') })}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
      </div>
      {oidc.error ? (
        <p className={styles.formError} role="alert" data-testid="oidc-error">
          {t(`home.oidcError.${oidc.error}`)}
        </p>
      ) : null}
      <div className={styles.choices}>
        <Button size="lg" block className={styles.choice} onClick={() => go('code')} data-testid="choose-code">
          {t('home.withCode')}
        </Button>
        <Button
          block
          variant="secondary"
          className={styles.choice}
          onClick={() => go('password')}
          data-testid="choose-password"
        >
          {t('home.withPassword')}
        </Button>
        <Button block variant="secondary" className={styles.choice} onClick={() => go('key')} data-testid="choose-key">
          {t('home.withKey')}
        </Button>
      </div>
      {providers && providers.length > 0 ? (
        <>
          <p className={styles.divider}>{t('home.or')}</p>
          <div className={styles.choices}>
            {providers.map((provider) => (
              <Button
                key={provider}
                variant="ghost"
                block
                data-testid={`third-party-${provider}`}
                loading={oidc.pending}
                onClick={() => startOidcLogin(provider, backUrl, locale)}
              >
                {t('home.withProvider', { provider: provider.charAt(0).toUpperCase() + provider.slice(1) })}
              </Button>
            ))}
          </div>
        </>
      ) : null}
      {/* Below the providers, shown once they are known: nothing moves when their buttons arrive (CLS). */}
      {providers ? (
        <>
          <p className={styles.links}>
            <span>{t('home.newHere')}</span>
            <Button variant="ghost" size="sm" onClick={() => go('register')} data-testid="choose-register">
              {t('home.register')}
            </Button>
          </p>
          <p className={styles.note}>{t('home.terms')}</p>
        </>
      ) : null}
    </div>
  );
}
