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
import { ChoiceRow } from './choice-sheet.tsx';
import { MarketRow } from './market-section.tsx';
import styles from './user.module.css';

/** A language's own name, in itself: "Tiếng Việt", "日本語". */
function nativeName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale.split('-')[0] ?? locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** /user/setting: the account, the market, the language (13 locales) and logout. */
export default function SettingPage() {
  const { t, locale } = useTranslation('user');
  const { path } = useRouteState();
  const go = useNavigate();
  const { hasLogin, userId } = useSession();
  const languages = useMemo(
    () =>
      LOCALES.map((code) => ({ value: code, title: <span lang={code}>{nativeName(code)}</span>, description: code })),
    [],
  );

  const switchTo = (next: string) => {
    const target = LOCALES.find((code) => code === next);
    if (!target) return;
    rememberLocale(target);
    navigate(withLocale(`${path}${window.location.search}`, target), { replace: true });
  };

  return (
    <div className={styles.page} data-testid="user-setting">
      <List inset header={t('setting.account')}>
        <ListItem title={hasLogin ? t('setup.userId', { id: userId }) : t('setting.notLoggedIn')} chevron={false} />
        {hasLogin ? <MarketRow /> : null}
      </List>
      <List inset aria-label={t('setting.language')}>
        <ChoiceRow
          label={t('setting.language')}
          current={nativeName(locale)}
          choices={languages}
          selected={locale}
          onChoose={switchTo}
          testId="locale"
        />
      </List>
      <div className={styles.inset}>
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
    </div>
  );
}
