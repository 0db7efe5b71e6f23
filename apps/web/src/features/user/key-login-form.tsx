import { ErrorCode } from '@arcadia/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { parseSecretKey, parseUserId } from '../../session/credentials.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { useFormErrors } from './form-errors.ts';
import { FormError } from './form-parts.tsx';
import { useKeyLogin } from './queries.ts';
import { useFinishLogin } from './use-login-flow.ts';
import styles from './user.module.css';

/** User id + secret key, for players who have them. */
export function KeyLoginForm() {
  const { t } = useTranslation('user');
  const errors = useFormErrors(t);
  const [userId, setUserId] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const keyLogin = useKeyLogin();
  const finish = useFinishLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = parseUserId(userId);
    const key = parseSecretKey(secretKey);
    const local = {
      user_id: id > 0 ? undefined : t('validation.userId'),
      user_secret_key: key ? undefined : t('validation.required'),
    };
    if (local.user_id || local.user_secret_key) return errors.set(local);
    errors.clear();
    try {
      await keyLogin.mutateAsync({ user_id: id, user_secret_key: key });
      finish();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.SESSION_INVALID)
        return errors.set({ user_secret_key: t('key.invalid') });
      errors.fromError(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="key-login-form">
      <Input
        label={t('key.userId')}
        inputMode="numeric"
        autoComplete="username"
        value={userId}
        onChange={(event) => setUserId(event.target.value)}
        error={errors.fields.user_id}
        name="user_id"
        data-testid="user-id-input"
      />
      <Input
        label={t('key.secretKey')}
        type="password"
        autoComplete="current-password"
        value={secretKey}
        onChange={(event) => setSecretKey(event.target.value)}
        error={errors.fields.user_secret_key}
        name="user_secret_key"
        data-testid="secret-key-input"
      />
      <FormError message={errors.form} />
      <Button type="submit" block size="lg" loading={keyLogin.isPending} data-testid="key-login-submit">
        {t('key.submit')}
      </Button>
    </form>
  );
}
