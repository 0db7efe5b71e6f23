import { opsReauth } from '@arcadia/contract/ops/index';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { opsCall } from './api.ts';
import { useT } from './i18n.ts';
import styles from './ops.module.css';
import { ErrorNote, TotpInput } from './parts.tsx';
import { settleReauth, useReauthOpen } from './reauth-store.ts';

/**
 * Password and TOTP again before a money or role action (the server asks when the last check is over 5 minutes
 * old). A native modal dialog: focus is trapped and Escape cancels.
 */
export function ReauthDialog() {
  const open = useReauthOpen();
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<Error | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) {
      setPassword('');
      setCode('');
      setError(null);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await opsCall(opsReauth, { password, code });
      settleReauth(true);
    } catch (failure) {
      setError(failure as Error);
    } finally {
      setPending(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="reauth-title"
      onCancel={() => settleReauth(false)}
      data-testid="ops-reauth"
    >
      <form className={styles.form} onSubmit={submit}>
        <h2 id="reauth-title" className={styles.cardTitle}>
          {t('reauth.title')}
        </h2>
        <p className={styles.note}>{t('reauth.hint')}</p>
        <Input
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <TotpInput value={code} onChange={setCode} />
        {error ? <ErrorNote error={error} /> : null}
        <div className={styles.row}>
          <Button type="submit" loading={pending}>
            {t('reauth.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => settleReauth(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
