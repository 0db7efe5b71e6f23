import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { checks, useFormErrors } from './form-errors.ts';
import { OtpField } from './otp-field.tsx';
import { PhoneField } from './phone-field.tsx';
import { useRegister } from './queries.ts';
import { useFinishLogin, useOtpSender, usePhone } from './use-login-flow.ts';
import styles from './user.module.css';

/** Registration: phone, one-time code, password and an optional name; logs in on success. */
export function RegisterForm() {
  const { t } = useTranslation('user');
  const errors = useFormErrors(t);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const otp = useOtpSender('register', errors, t);
  const readPhone = usePhone(errors, t);
  const register = useRegister();
  const finish = useFinishLogin();

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
      await register.mutateAsync({ phone, otp_code: code, password, username: username.trim() || undefined });
      finish();
    } catch (error) {
      errors.fromError(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="register-form">
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
      <Input
        label={t('register.username')}
        autoComplete="nickname"
        maxLength={32}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.fields.username}
        name="username"
      />
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" block size="lg" loading={register.isPending} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </form>
  );
}
