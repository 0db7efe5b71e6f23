import { useEffect, useRef } from 'react';
import { telegramAuthInfo } from '../../hosts/open-external.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { errorKey } from './error-key.ts';
import { startSocialLink, useSocialLinkReturn } from './oauth-link.ts';
import { useNeedAuthorizeQuery, useReportTelegramMutation } from './queries.ts';
import styles from './social.module.css';

/**
 * need_authorize handling: inside Telegram an unlinked Telegram account is linked at once with the launch's
 * initData (report_client_auth_info); elsewhere the player is told where Telegram can be linked. X, Discord and
 * YouTube are linked from here through the network's consent page (oauth-link.ts).
 */
export function LinkNotice({ userId }: { userId: number }) {
  const { t } = useTranslation('social');
  const need = useNeedAuthorizeQuery(userId);
  const report = useReportTelegramMutation(userId);
  const reported = useRef(false);
  const telegram = need.data?.accounts.find((a) => a.media_type === 'telegram');
  const auth = telegramAuthInfo();
  const linking = useSocialLinkReturn(userId);

  useEffect(() => {
    if (!telegram || telegram.linked || !auth || reported.current) return;
    reported.current = true;
    report.mutate(auth);
  }, [telegram, auth, report]);

  const done = linking.data ? (
    <p className={styles.notice} role="status" data-testid="follow-linked">
      {t('link.linked', { media: t(`media.${linking.data.media_type}`), name: linking.data.username })}
    </p>
  ) : linking.isError ? (
    <p className={styles.notice} role="alert" data-testid="follow-link-failed">
      {t(errorKey(linking.error) as DynamicKey)}
    </p>
  ) : null;
  if (!need.data?.need_authorize) return done;
  const missing = need.data.accounts.filter((a) => !a.linked);
  return (
    <div className={styles.notice} data-testid="follow-link-notice" role="status">
      {done}
      {missing.map((account) =>
        account.media_type === 'telegram' ? (
          <p key="telegram">
            {auth
              ? report.isError
                ? t(errorKey(report.error) as DynamicKey)
                : t('link.telegramLinking')
              : t('link.telegramWeb')}
          </p>
        ) : account.authorize_url ? (
          <Button
            key={account.media_type}
            variant="secondary"
            size="sm"
            loading={linking.isPending}
            onClick={() => void startSocialLink(account.media_type as 'x', account.authorize_url)}
            data-testid={`follow-link-${account.media_type}`}
          >
            {t('link.start', { media: t(`media.${account.media_type}`) })}
          </Button>
        ) : (
          <p key={account.media_type}>{t('link.other', { media: t(`media.${account.media_type}`) })}</p>
        ),
      )}
    </div>
  );
}
