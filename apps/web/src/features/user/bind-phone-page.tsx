import { type FormEvent, useState } from 'react';
import { useNavigate } from '../../app/router/navigation.ts';
import { useRouteState, useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { loginHomeHref, safeBackUrl } from '../../session/access.ts';
import { useSession } from '../../session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { showToast } from '../../ui/toast.tsx';
import { checks, useFormErrors } from './form-errors.ts';
import { FormError, PhoneAndCode } from './form-parts.tsx';
import { useBindPhone } from './queries.ts';
import { useOtpSender, usePhone } from './use-login-flow.ts';
import styles from './user.module.css';

/** /user/bind-phone (backUrl, from): binds a phone with a one-time code, then goes back (after a 1012). */
export default function BindPhonePage() {
  const { t } = useTranslation('user');
  const { locale, path } = useRouteState();
  const search = useSearch();
  const navigate = useNavigate();
  const hasLogin = useSession((state) => state.hasLogin);
  const phoneNumber = useSession((state) => state.userInfo?.phone_number);
  const errors = useFormErrors(t);
  const [code, setCode] = useState('');
  const otp = useOtpSender('bind', errors, t);
  const readPhone = usePhone(errors, t);
  const bind = useBindPhone();
  const backUrl = safeBackUrl(search.get('backUrl'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = readPhone();
    if (!phone) return;
    if (!checks.otp(code)) return errors.set({ otp_code: t('validation.otp') });
    errors.clear();
    try {
      await bind.mutateAsync({ phone, otp_code: code });
      showToast(t('bind.done'), { type: 'success' });
      navigate(backUrl, { replace: true });
    } catch (error) {
      errors.fromError(error);
    }
  };

  return (
    <div className={styles.page} data-testid="bind-phone">
      <div className={styles.hero}>
        <div className={styles.logo} aria-hidden="true">
          ☎
        </div>
        <h1 className={styles.heading}>{t('bind.title')}</h1>
        <p className={styles.lead}>{t('bind.lead')}</p>
      </div>
      {phoneNumber ? (
        <p className={styles.banner} data-testid="bound-phone">
          {t('bind.current', { phone: phoneNumber })}
        </p>
      ) : null}
      {hasLogin ? (
        <form className={styles.form} onSubmit={submit} noValidate data-testid="bind-phone-form">
          <PhoneAndCode errors={errors} code={code} onCode={setCode} otp={otp} />
          <FormError message={errors.form} />
          <Button type="submit" block size="lg" loading={bind.isPending} data-testid="bind-submit">
            {t('bind.submit')}
          </Button>
          <Button variant="ghost" block onClick={() => navigate(backUrl, { replace: true })}>
            {t('bind.later')}
          </Button>
        </form>
      ) : (
        <Button
          block
          size="lg"
          onClick={() => navigate(loginHomeHref(locale, `${path}${window.location.search}`))}
          data-testid="bind-login"
        >
          {t('bind.loginFirst')}
        </Button>
      )}
    </div>
  );
}
