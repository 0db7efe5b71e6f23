import { ErrorCode } from '@arcadia/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useNavigate } from '../../app/router/navigation.ts';
import { useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { useFormErrors } from './form-errors.ts';
import { FormError } from './form-parts.tsx';
import { PhoneField } from './phone-field.tsx';
import { usePasswordLogin } from './queries.ts';
import { useFinishLogin, usePhone } from './use-login-flow.ts';
import styles from './user.module.css';

/** Phone + password. A 1010 (new device, too many failures) switches to the verify mode (one-time code). */
export function PasswordLoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('user');
  const errors = useFormErrors(t);
  const [password, setPassword] = useState('');
  const readPhone = usePhone(errors, t);
  const passwordLogin = usePasswordLogin();
  const finish = useFinishLogin();
  const navigate = useNavigate();
  const search = useSearch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = readPhone();
    if (!phone) return;
    if (!password) return errors.set({ password: t('validation.required') });
    errors.clear();
    try {
      await passwordLogin.mutateAsync({ phone, password });
      finish();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.VERIFICATION_NEEDED) {
        const next = new URLSearchParams(search);
        next.set('verify', 'true');
        navigate(`/user/login?${next}`, { replace: true });
        return;
      }
      errors.fromError(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="password-login-form">
      <PhoneField error={errors.fields.phone} />
      <Input
        label={t('password.label')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.password}
        name="password"
        data-testid="password-input"
      />
      <FormError message={errors.form} />
      <Button type="submit" block size="lg" loading={passwordLogin.isPending} data-testid="password-login-submit">
        {t('password.submit')}
      </Button>
      <Button variant="ghost" block onClick={onForgot} data-testid="forgot-password">
        {t('password.forgot')}
      </Button>
    </form>
  );
}
