import { ErrorCode } from '@arcadia/contract';
import { type FormEvent, useState } from 'react';
import { ApiError, apiErrorText } from '../../../api/client.ts';
import { Link } from '../../../app/router/link.tsx';
import { useLocation } from '../../../app/router/route-context.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { parseSecretKey, parseUserId } from '../../../session/credentials.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Input } from '../../../ui/input.tsx';
import { useFortuneLogin } from '../queries.ts';
import { FortuneMark } from './fortune-logo.tsx';
import styles from './shell.module.css';

/**
 * Fortune's own login dialog (spec section 4: it opens when no user id is stored): the account's user id and secret
 * key, kept under the sub-brand's storage keys too. Phone, Telegram and the other ways go through the main login
 * pages, which come back here.
 */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('fortune');
  const { pathname, search } = useLocation();
  const back = pathname.replace(/^\/[a-z]{2}-[A-Z]{2}(?=\/|$)/, '') || '/fortune';
  const loginMutation = useFortuneLogin();
  const [userId, setUserId] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const [errors, setErrors] = useState<{ userId?: string; secretKey?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = parseUserId(userId);
    const key = parseSecretKey(secretKey);
    const local = {
      userId: id > 0 ? undefined : t('login.badUserId'),
      secretKey: key ? undefined : t('login.required'),
    };
    if (local.userId || local.secretKey) return setErrors(local);
    setErrors({});
    try {
      await loginMutation.mutateAsync({ user_id: id, user_secret_key: key });
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.SESSION_INVALID)
        return setErrors({ secretKey: t('login.invalid') });
      setErrors({ form: apiErrorText(error) });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('login.title')}
      description={t('login.text')}
      hero={<FortuneMark size="0.56rem" />}
      testId="fortune-login-dialog"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <Input
          label={t('login.userId')}
          inputMode="numeric"
          autoComplete="username"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          error={errors.userId}
          data-testid="fortune-login-id"
        />
        <Input
          label={t('login.secretKey')}
          type="password"
          autoComplete="current-password"
          value={secretKey}
          onChange={(event) => setSecretKey(event.target.value)}
          error={errors.secretKey}
          data-testid="fortune-login-key"
        />
        {errors.form ? (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" block size="lg" loading={loginMutation.isPending} data-testid="fortune-login-submit">
          {t('login.submit')}
        </Button>
        <Link
          to={`/user/login-home?backUrl=${encodeURIComponent(`${back}${search}`)}`}
          className={styles.textLink}
          data-testid="fortune-login-other"
        >
          {t('login.otherWays')}
        </Link>
      </form>
    </Dialog>
  );
}
