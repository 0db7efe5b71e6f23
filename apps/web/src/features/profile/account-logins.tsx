import { Link } from '../../app/router/link.tsx';
import { formatDate } from '../../i18n/formats.ts';
import { type DynamicKey, type Translate, useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import styles from './account-page.module.css';
import type { AccountInfo } from './account-queries.ts';

type Login = AccountInfo['logins'][number];

/** Providers with a name of their own in the messages; others show as a linked account. */
const NAMED_PROVIDERS = ['google', 'facebook', 'apple', 'twitter', 'discord', 'youtube', 'tiktok', 'instagram'];

/** The phone behind the account, masked; without one, the way to bind it. */
export function PhoneSection({ info }: { info: AccountInfo }) {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.section} aria-labelledby="account-phone-title" data-testid="account-phone">
      <div className={styles.row}>
        <h2 id="account-phone-title" className={styles.sectionTitle}>
          {t('account.phone.title')}
        </h2>
        <span className={styles.meta} data-testid="account-id">
          {t('account.id', { id: info.user_id })}
        </span>
      </div>
      {info.has_phone ? (
        <p className={styles.strong} dir="ltr" translate="no">
          {info.phone_masked}
        </p>
      ) : (
        <>
          <p className={styles.body}>{t('account.phone.none')}</p>
          <Link
            to={`/user/bind-phone?backUrl=${encodeURIComponent('/profile/account')}`}
            className={buttonClassName({ variant: 'secondary' })}
            data-testid="account-bind-phone"
          >
            {t('account.phone.bind')}
          </Link>
        </>
      )}
    </section>
  );
}

function loginName(login: Pick<Login, 'kind' | 'provider'>, t: Translate<'profile'>): string {
  if (login.kind === 'password' || login.kind === 'phone' || login.kind === 'telegram')
    return t(`account.logins.kind.${login.kind}`);
  return NAMED_PROVIDERS.includes(login.provider)
    ? t(`account.logins.provider.${login.provider}` as DynamicKey)
    : t('account.logins.provider.other');
}

/** Every way the player can log in, with what identifies it and when it was linked. */
export function LoginsSection({ logins }: { logins: Login[] }) {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.section} aria-labelledby="account-logins-title" data-testid="account-logins">
      <h2 id="account-logins-title" className={styles.sectionTitle}>
        {t('account.logins.title')}
      </h2>
      {logins.length === 0 ? (
        <p className={styles.body}>{t('account.logins.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {logins.map((login) => (
            <li key={`${login.kind}:${login.provider}`} className={styles.item}>
              <span className={styles.rowText}>
                <span className={styles.strong}>{loginName(login, t)}</span>
                {login.label ? (
                  <span className={styles.meta} dir="ltr" translate="no">
                    {login.label}
                  </span>
                ) : null}
              </span>
              {login.since > 0 ? (
                <span className={styles.meta}>{t('account.logins.since', { date: formatDate(login.since) })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
