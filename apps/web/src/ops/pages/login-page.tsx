import { opsLogin } from '@arcadia/contract/ops/index';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { opsCall } from '../api.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, TotpInput } from '../parts.tsx';
import { setToken } from '../session.ts';

/** Email, password and a TOTP code, or one of the recovery codes instead of the code. */
export default function LoginPage() {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const second = useRecovery ? { recovery_code: code.trim().toLowerCase() } : { code };
      const answer = await opsCall(opsLogin, { email, password, ...second });
      setToken(answer.token);
    } catch (failure) {
      setError(failure as Error);
    } finally {
      setPending(false);
    }
  };

  return (
    <main className={styles.centered}>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.pageTitle}>
          {t('login.title')}
        </h1>
        <p className={styles.note}>{t('login.hint')}</p>
        <Input
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <Input
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        {useRecovery ? (
          <Input
            label={t('login.recovery')}
            autoComplete="off"
            pattern="[a-zA-Z0-9]{5}-[a-zA-Z0-9]{5}"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
          />
        ) : (
          <TotpInput value={code} onChange={setCode} />
        )}
        {error ? <ErrorNote error={error} /> : null}
        <Button type="submit" block loading={pending}>
          {t('login.submit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
          }}
        >
          {useRecovery ? t('login.useCode') : t('login.useRecovery')}
        </Button>
      </form>
    </main>
  );
}
