import { opsAcceptInvite } from '@arcadia/contract/ops/index';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { opsCall } from '../api.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote } from '../parts.tsx';
import { navigate } from '../router.tsx';

/**
 * An invited operator sets a password; the answer's TOTP secret (for an authenticator app) and recovery codes are
 * shown once. The token comes in the URL's fragment (`/ops/invite#<token>`), which never reaches a server log.
 */
export default function InvitePage() {
  const { t } = useT();
  const token = location.hash.slice(1);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<Error | null>(null);
  const [pending, setPending] = useState(false);
  const [enrolment, setEnrolment] = useState<{ secret: string; url: string; codes: string[] } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      setError(new Error(t('invite.mismatch')));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await opsCall(opsAcceptInvite, { token, password });
      setEnrolment({ secret: answer.totp_secret, url: answer.otpauth_url, codes: answer.recovery_codes });
    } catch (failure) {
      setError(failure as Error);
    } finally {
      setPending(false);
    }
  };

  if (enrolment)
    return (
      <main className={styles.centered}>
        <section className={styles.card} aria-labelledby="enrol-title">
          <h1 id="enrol-title" className={styles.pageTitle}>
            {t('invite.enrolTitle')}
          </h1>
          <p>{t('invite.enrolHint')}</p>
          <p className={styles.secret} data-testid="ops-totp-secret">
            {enrolment.secret}
          </p>
          <a href={enrolment.url} className={styles.note}>
            {t('invite.openAuthenticator')}
          </a>
          <h2 className={styles.cardTitle}>{t('invite.recoveryTitle')}</h2>
          <p className={styles.note}>{t('invite.recoveryHint')}</p>
          <ul className={styles.codes} data-testid="ops-recovery-codes">
            {enrolment.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button onClick={() => navigate('/', { replace: true })}>{t('invite.toLogin')}</Button>
        </section>
      </main>
    );

  return (
    <main className={styles.centered}>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} aria-labelledby="invite-title">
        <h1 id="invite-title" className={styles.pageTitle}>
          {t('invite.title')}
        </h1>
        {token ? (
          <p className={styles.note}>{t('invite.hint')}</p>
        ) : (
          <ErrorNote error={new Error(t('invite.noToken'))} />
        )}
        <Input
          label={t('login.password')}
          type="password"
          autoComplete="new-password"
          minLength={12}
          maxLength={128}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={t('invite.passwordHint')}
          required
        />
        <Input
          label={t('invite.repeat')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          required
        />
        {error ? <ErrorNote error={error} /> : null}
        <Button type="submit" block loading={pending} disabled={!token}>
          {t('invite.submit')}
        </Button>
      </form>
    </main>
  );
}
