import { ErrorCode } from '@arcadia/contract';
import { type FormEvent, useState } from 'react';
import { ApiError, apiErrorText } from '../../../api/client.ts';
import { Link } from '../../../app/router/link.tsx';
import { useNavigate } from '../../../app/router/navigation.ts';
import { useLocation } from '../../../app/router/route-context.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { parseSecretKey, parseUserId } from '../../../session/credentials.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Input } from '../../../ui/input.tsx';
import { useFortuneLogin } from '../queries-login.ts';
import { FortuneMark } from './fortune-logo.tsx';
import styles from './shell.module.css';

/**
 * Fortune's own login dialog (spec section 4: it opens when no user id is stored). Players log in with their phone
 * (a new number gets an account) on the main login page, which comes back here; an account key from the partner app
 * (user id and secret key) is the folded-away second way, kept under the sub-brand's storage keys too.
 */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('fortune');
  const { pathname, search } = useLocation();
  const back = pathname.replace(/^\/[a-z]{2}-[A-Z]{2}(?=\/|$)/, '') || '/fortune';
  const navigate = useNavigate();
  const backUrl = encodeURIComponent(`${back}${search}`);
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
      <Button
        block
        size="lg"
        onClick={() => navigate(`/user/login?mode=code&backUrl=${backUrl}`)}
        data-testid="fortune-login-phone"
      >
        {t('login.phone')}
      </Button>
      <Link to={`/user/login-home?backUrl=${backUrl}`} className={styles.textLink} data-testid="fortune-login-other">
        {t('login.otherWays')}
      </Link>
      <details className={styles.keyLogin}>
        <summary data-testid="fortune-login-key-toggle">{t('login.keyToggle')}</summary>
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
        </form>
      </details>
    </Dialog>
  );
}
