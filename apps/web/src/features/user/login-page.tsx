import { useNavigate } from '../../app/router/navigation.ts';
import { useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { CodeLoginForm } from './code-login-form.tsx';
import { KeyLoginForm } from './key-login-form.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetForm } from './reset-form.tsx';
import styles from './user.module.css';

const TABS = ['code', 'password', 'key'] as const;
type Mode = (typeof TABS)[number] | 'register' | 'reset';
const MODES: readonly string[] = [...TABS, 'register', 'reset'];

/**
 * /user/login: phone + code, phone + password, user id + secret key, registration and password reset.
 * verify=true (after a 1010) asks for a one-time code on this device.
 */
export default function LoginPage() {
  const { t } = useTranslation('user');
  const navigate = useNavigate();
  const search = useSearch();
  const verify = search.get('verify') === 'true';
  const requested = search.get('mode') ?? 'code';
  const mode: Mode = verify ? 'code' : MODES.includes(requested) ? (requested as Mode) : 'code';

  const setMode = (next: Mode) => {
    const query = new URLSearchParams(search);
    query.set('mode', next);
    query.delete('verify');
    navigate(`/user/login?${query}`, { replace: true });
  };

  return (
    <div className={styles.page} data-testid={`login-${verify ? 'verify' : mode}`}>
      {verify ? (
        <div className={styles.banner} role="status" data-testid="verify-banner">
          <strong>{t('verify.title')}</strong>
          {t('verify.text')}
        </div>
      ) : null}
      {mode === 'register' || mode === 'reset' ? (
        <>
          <h1 className={styles.heading}>{t(`${mode}.title`)}</h1>
          {mode === 'register' ? <RegisterForm /> : <ResetForm onDone={() => setMode('password')} />}
          <Button variant="ghost" onClick={() => setMode('code')} data-testid="back-to-login">
            {t('register.haveAccount')}
          </Button>
        </>
      ) : (
        <>
          {verify ? null : (
            <Tabs
              id="login"
              label={t('tabs.label')}
              fill
              variant="pill"
              value={mode}
              onChange={(next) => setMode(next)}
              items={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
            />
          )}
          <TabPanel tabsId="login" value={mode}>
            {mode === 'code' ? <CodeLoginForm /> : null}
            {mode === 'password' ? <PasswordLoginForm onForgot={() => setMode('reset')} /> : null}
            {mode === 'key' ? <KeyLoginForm /> : null}
          </TabPanel>
          {verify ? null : (
            <p className={styles.links}>
              <span>{t('home.newHere')}</span>
              <Button variant="ghost" size="sm" onClick={() => setMode('register')} data-testid="go-register">
                {t('home.register')}
              </Button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
