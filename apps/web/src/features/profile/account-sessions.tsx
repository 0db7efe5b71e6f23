import { useState } from 'react';
import { formatDate, formatTimeAgo } from '../../i18n/formats.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './account-page.module.css';
import {
  type AccountSession,
  useSessionsQuery,
  useSignOutOthersMutation,
  useSignOutSessionMutation,
} from './account-queries.ts';

const TELEGRAM = /^tg(_|$)/;

/** The message key of a session's login type: phone code, password, Google, Telegram, the demo key... */
export function sessionTypeKey(loginType: string): string {
  if (loginType === 'phone_otp' || loginType === 'phone_password' || loginType === 'demo') return loginType;
  if (TELEGRAM.test(loginType)) return 'telegram';
  const provider = /^third_party_(google|facebook|apple)$/.exec(loginType)?.[1];
  return provider ?? 'other';
}

/** Where the player is logged in; the current device first; sign out one, or every other at once. */
export function SessionsSection() {
  const { t } = useTranslation('profile');
  const sessions = useSessionsQuery();
  const others = useSignOutOthersMutation();
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data?.list ?? [];
  const otherCount = list.filter((s) => !s.current).length;

  async function signOutOthers() {
    try {
      const done = await others.mutateAsync();
      setConfirming(false);
      showToast(t('account.sessions.signedOutOthers', { count: done.signed_out }), { type: 'success' });
    } catch {
      showToast(t('account.sessions.failed'), { type: 'error' });
    }
  }

  return (
    <section className={styles.section} aria-labelledby="account-sessions-title" data-testid="account-sessions">
      <h2 id="account-sessions-title" className={styles.sectionTitle}>
        {t('account.sessions.title')}
      </h2>
      {sessions.isPending ? <Skeleton height="0.64rem" radius="md" /> : null}
      {sessions.isError ? <LoadFailed retry={() => sessions.refetch()} /> : null}
      {sessions.data ? (
        <>
          <ul className={styles.list} data-testid="account-session-list">
            {list.map((session) => (
              <SessionRow key={session.session_id} session={session} />
            ))}
          </ul>
          {otherCount === 0 ? (
            <p className={styles.body}>{t('account.sessions.none')}</p>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="account-sign-out-others">
              {t('account.sessions.signOutOthers')}
            </Button>
          )}
        </>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={t('account.sessions.othersTitle')}
        description={t('account.sessions.othersBody')}
        testId="account-sign-out-others-dialog"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('account.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={others.isPending}
              onClick={signOutOthers}
              data-testid="account-sign-out-others-confirm"
            >
              {t('account.sessions.othersConfirm')}
            </Button>
          </>
        }
      />
    </section>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const signOut = useSignOutSessionMutation();
  const type = t(`account.sessions.type.${sessionTypeKey(session.login_type)}` as DynamicKey);
  const started = formatDate(session.created_at);

  async function end() {
    try {
      await signOut.mutateAsync(session.session_id);
      showToast(t('account.sessions.signedOut'), { type: 'success' });
    } catch {
      showToast(t('account.sessions.failed'), { type: 'error' });
    }
  }

  return (
    <li className={styles.item} data-testid={session.current ? 'account-session-current' : 'account-session'}>
      <span className={styles.rowText}>
        <span className={styles.strong}>
          {type} {session.current ? <Badge tone="success">{t('account.sessions.current')}</Badge> : null}
        </span>
        <span className={styles.meta}>
          {t('account.sessions.started', { date: started })} ·{' '}
          {t('account.sessions.lastSeen', { ago: formatTimeAgo(tc, session.last_seen_at * 1000) })}
        </span>
      </span>
      {session.current ? null : (
        <Button
          variant="ghost"
          loading={signOut.isPending}
          onClick={end}
          aria-label={t('account.sessions.signOutLabel', { type, date: started })}
          data-testid="account-sign-out-session"
        >
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
