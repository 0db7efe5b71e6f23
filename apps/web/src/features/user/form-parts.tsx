import type { Translate } from '../../i18n/i18n.ts';
import { Input } from '../../ui/input.tsx';
import { checks, type useFormErrors } from './form-errors.ts';
import { OtpField } from './otp-field.tsx';
import { PhoneField } from './phone-field.tsx';
import type { useOtpSender } from './use-login-flow.ts';
import styles from './user.module.css';

type FormErrors = ReturnType<typeof useFormErrors>;

/** The phone with its dialing code and the one-time code sent to it: the start of every code form. */
export function PhoneAndCode({
  errors,
  code,
  onCode,
  otp,
}: {
  errors: FormErrors;
  code: string;
  onCode: (code: string) => void;
  otp: ReturnType<typeof useOtpSender>;
}) {
  return (
    <>
      <PhoneField error={errors.fields.phone} />
      <OtpField value={code} onChange={onCode} onSend={otp.send} sending={otp.sending} error={errors.fields.otp_code} />
    </>
  );
}

export function NewPasswordInput({
  t,
  value,
  onChange,
  error,
}: {
  t: Translate;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Input
      label={t('password.new')}
      type="password"
      autoComplete="new-password"
      hint={t('validation.password')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      name="password"
    />
  );
}

/** The error of the whole form (not of one field), announced to screen readers. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null;
}

/** Local check of a code and a new password; sets the field errors and answers false when either is off. */
export function codeAndPasswordValid(errors: FormErrors, t: Translate, code: string, password: string): boolean {
  const local = {
    otp_code: checks.otp(code) ? undefined : t('validation.otp'),
    password: checks.password(password) ? undefined : t('validation.password'),
  };
  if (!local.otp_code && !local.password) return true;
  errors.set(local);
  return false;
}
