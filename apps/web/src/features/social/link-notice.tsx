import { useEffect, useRef } from 'react';
import { telegramAuthInfo } from '../../hosts/open-external.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorKey } from './error-key.ts';
import { useNeedAuthorizeQuery, useReportTelegramMutation } from './queries.ts';
import styles from './social.module.css';

/**
 * need_authorize handling: inside Telegram an unlinked Telegram account is linked at once with the launch's
 * initData (report_client_auth_info); elsewhere the player is told where each unlinked network can be linked.
 */
export function LinkNotice({ userId }: { userId: number }) {
  const { t } = useTranslation('social');
  const need = useNeedAuthorizeQuery(userId);
  const report = useReportTelegramMutation(userId);
  const reported = useRef(false);
  const telegram = need.data?.accounts.find((a) => a.media_type === 'telegram');
  const auth = telegramAuthInfo();

  useEffect(() => {
    if (!telegram || telegram.linked || !auth || reported.current) return;
    reported.current = true;
    report.mutate(auth);
  }, [telegram, auth, report]);

  if (!need.data?.need_authorize) return null;
  const missing = need.data.accounts.filter((a) => !a.linked);
  return (
    <div className={styles.notice} data-testid="follow-link-notice" role="status">
      {missing.map((account) =>
        account.media_type === 'telegram' ? (
          <p key="telegram">
            {auth ? (report.isError ? t(errorKey(report.error)) : t('link.telegramLinking')) : t('link.telegramWeb')}
          </p>
        ) : (
          <p key={account.media_type}>{t('link.other', { media: t(`media.${account.media_type}`) })}</p>
        ),
      )}
    </div>
  );
}
