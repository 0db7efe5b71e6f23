import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { showToast } from '../../ui/toast.tsx';
import { checks, useFormErrors } from './form-errors.ts';
import { OtpField } from './otp-field.tsx';
import { PhoneField } from './phone-field.tsx';
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
    const local = {
      otp_code: checks.otp(code) ? undefined : t('validation.otp'),
      password: checks.password(password) ? undefined : t('validation.password'),
    };
    if (local.otp_code || local.password) return errors.set(local);
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
      <PhoneField error={errors.fields.phone} />
      <OtpField
        value={code}
        onChange={setCode}
        onSend={otp.send}
        sending={otp.sending}
        error={errors.fields.otp_code}
      />
      <Input
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('validation.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.password}
        name="password"
      />
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" block size="lg" loading={reset.isPending} data-testid="reset-submit">
        {t('reset.submit')}
      </Button>
    </form>
  );
}
