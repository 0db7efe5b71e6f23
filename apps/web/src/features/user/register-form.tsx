import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { useFormErrors } from './form-errors.ts';
import { codeAndPasswordValid, FormError, NewPasswordInput, PhoneAndCode } from './form-parts.tsx';
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
    if (!codeAndPasswordValid(errors, t, code, password)) return;
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
      <PhoneAndCode errors={errors} code={code} onCode={setCode} otp={otp} />
      <NewPasswordInput t={t} value={password} onChange={setPassword} error={errors.fields.password} />
      <Input
        label={t('register.username')}
        autoComplete="nickname"
        maxLength={32}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.fields.username}
        name="username"
      />
      <FormError message={errors.form} />
      <Button type="submit" block size="lg" loading={register.isPending} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </form>
  );
}
