import { useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import styles from './pvp.module.css';

/** The console's PvP page (apps/web/src/ops/pages/pvp-page.tsx), served by the console build under /ops/. */
export const CONSOLE_PVP_URL = '/ops/pvp';

/**
 * /pvp/admin (docs/pvp.md, "Operators"): the spec's PvP admin area. Operators act with the console's operator session
 * (password + TOTP, re-authentication for decisions), so this page explains and hands over to the console's PvP page
 * rather than keeping a second operator login in the players' app. Exempt from the version gate (hosts/), and it lifts
 * the app's desktop max width while shown.
 */
export default function PvpAdminPage() {
  const { t } = useTranslation('pvp');
  useEffect(() => {
    const body = document.body;
    const before = body.style.maxWidth;
    body.style.maxWidth = 'none';
    return () => {
      body.style.maxWidth = before;
    };
  }, []);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="pvp-admin-page">
      <h1 id="page-title" className={styles.title}>
        {t('admin.title')}
      </h1>
      <div className={styles.panel}>
        <p>{t('admin.body')}</p>
        <ul className={styles.bullets}>
          <li>{t('admin.disputes')}</li>
          <li>{t('admin.bans')}</li>
          <li>{t('admin.settings')}</li>
        </ul>
        <a href={CONSOLE_PVP_URL} className={buttonClassName({})} data-testid="pvp-admin-console">
          {t('admin.open')}
        </a>
      </div>
    </section>
  );
}
