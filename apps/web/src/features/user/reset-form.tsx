import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { showToast } from '../../ui/toast.tsx';
import { useFormErrors } from './form-errors.ts';
import { codeAndPasswordValid, FormError, NewPasswordInput, PhoneAndCode } from './form-parts.tsx';
import { useResetPassword } from './queries.ts';
import { useOtpSender, usePhone } from './use-login-flow.ts';
import styles from './user.module.css';

/** Password reset with a one-time code; every session of the account ends, then the player logs in again. */
export function ResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('user');
  const errors = useFormErrors(t);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const otp = useOtpSender('reset', errors, t);
  const readPhone = usePhone(errors, t);
  const reset = useResetPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = readPhone();
    if (!phone) return;
    if (!codeAndPasswordValid(errors, t, code, password)) return;
    errors.clear();
    try {
      await reset.mutateAsync({ phone, otp_code: code, password, is_really_change: 1 });
      showToast(t('reset.done'), { type: 'success' });
      onDone();
    } catch (error) {
      errors.fromError(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="reset-form">
      <PhoneAndCode errors={errors} code={code} onCode={setCode} otp={otp} />
      <NewPasswordInput t={t} value={password} onChange={setPassword} error={errors.fields.password} />
      <FormError message={errors.form} />
      <Button type="submit" block size="lg" loading={reset.isPending} data-testid="reset-submit">
        {t('reset.submit')}
      </Button>
    </form>
  );
}
