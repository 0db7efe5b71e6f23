import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { checks, useFormErrors } from './form-errors.ts';
import { FormError, PhoneAndCode } from './form-parts.tsx';
import { useCodeLogin } from './queries.ts';
import { useFinishLogin, useOtpSender, usePhone } from './use-login-flow.ts';
import styles from './user.module.css';

/** Phone + one-time code: logs in, creating the account for a new phone. */
export function CodeLoginForm() {
  const { t } = useTranslation('user');
  const errors = useFormErrors(t);
  const [code, setCode] = useState('');
  const otp = useOtpSender('login', errors, t);
  const readPhone = usePhone(errors, t);
  const codeLogin = useCodeLogin();
  const finish = useFinishLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = readPhone();
    if (!phone) return;
    if (!checks.otp(code)) return errors.set({ otp_code: t('validation.otp') });
    errors.clear();
    try {
      await codeLogin.mutateAsync({ phone, otp_code: code });
      finish();
    } catch (error) {
      errors.fromError(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="code-login-form">
      <PhoneAndCode errors={errors} code={code} onCode={setCode} otp={otp} />
      <FormError message={errors.form} />
      <p className={styles.note}>{t('code.note')}</p>
      <Button type="submit" block size="lg" loading={codeLogin.isPending} data-testid="code-login-submit">
        {t('code.submit')}
      </Button>
    </form>
  );
}
