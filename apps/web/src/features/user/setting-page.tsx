import { LOCALES, type Locale } from '@arcadia/contract';
import { useMemo } from 'react';
import { navigate } from '../../app/router/history.ts';
import { useNavigate } from '../../app/router/navigation.ts';
import { useRouteState } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { rememberLocale, withLocale } from '../../i18n/locale.ts';
import { logout } from '../../session/login.ts';
import { useSession } from '../../session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { List, ListItem } from '../../ui/list.tsx';
import { MarketSection } from './market-section.tsx';
import styles from './user.module.css';

function nativeName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** /user/setting: the language (13 locales) and logout. */
export default function SettingPage() {
  const { t, locale } = useTranslation('user');
  const { path } = useRouteState();
  const go = useNavigate();
  const { hasLogin, userId } = useSession();
  const names = useMemo(() => LOCALES.map((code) => ({ code, name: nativeName(code) })), []);

  const switchTo = (next: Locale) => {
    rememberLocale(next);
    navigate(withLocale(`${path}${window.location.search}`, next), { replace: true });
  };

  return (
    <div className={styles.page} data-testid="user-setting">
      <List inset header={t('setting.language')} aria-label={t('setting.language')}>
        {names.map(({ code, name }) => (
          <ListItem
            key={code}
            title={<span lang={code}>{name}</span>}
            description={code}
            trailing={code === locale ? <span className={styles.check}>✓</span> : undefined}
            onClick={() => switchTo(code)}
            testId={`locale-${code}`}
          />
        ))}
      </List>
      {hasLogin ? <MarketSection /> : null}
      <List inset header={t('setting.account')}>
        <ListItem title={hasLogin ? t('setup.userId', { id: userId }) : t('setting.notLoggedIn')} chevron={false} />
      </List>
      {hasLogin ? (
        <Button variant="danger" block size="lg" onClick={() => logout()} data-testid="logout">
          {t('setting.logout')}
        </Button>
      ) : (
        <Button
          block
          size="lg"
          onClick={() => go('/user/login-home?backUrl=%2Fuser%2Fsetting')}
          data-testid="setting-login"
        >
          {t('setting.login')}
        </Button>
      )}
    </div>
  );
}
