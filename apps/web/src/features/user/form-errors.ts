import { ErrorCode } from '@arcadia/contract';
import { useState } from 'react';
import { errorText } from '../../api/api-error.ts';
import { ApiError } from '../../api/client.ts';
import type { DynamicKey, Translate } from '../../i18n/i18n.ts';

export type FieldErrors = Record<string, string | undefined>;

/** Business codes that belong to one field of the user forms. */
const CODE_FIELD: Record<number, string> = {
  [ErrorCode.INVALID_OTP]: 'otp_code',
  [ErrorCode.OTP_EXPIRED]: 'otp_code',
  [ErrorCode.OTP_ATTEMPTS_EXCEEDED]: 'otp_code',
  [ErrorCode.INVALID_CREDENTIALS]: 'password',
  [ErrorCode.ACCOUNT_EXISTS]: 'phone',
  [ErrorCode.PHONE_IN_USE]: 'phone',
};

/**
 * Splits a failed call into messages under the fields (the envelope's field errors, or a code that belongs
 * to a field) and a message for the whole form.
 */
export function formErrorsOf(error: unknown, t: Translate): { fields: FieldErrors; form?: string } {
  const byCode = (code: number) => {
    const key = `errors.${code}`;
    const text = t(key as DynamicKey);
    return text === key ? undefined : text;
  };
  if (error instanceof ApiError) {
    const fieldErrors = Object.entries(error.fieldErrors);
    if (fieldErrors.length > 0)
      return { fields: Object.fromEntries(fieldErrors.map(([field, messages]) => [field, messages[0]])) };
    const field = error.code === undefined ? undefined : CODE_FIELD[error.code];
    const text = errorText(error, { network: t('errors.network'), byCode });
    if (field) return { fields: { [field]: text } };
    return { fields: {}, form: text };
  }
  return { fields: {}, form: errorText(error, { network: t('errors.network'), byCode }) };
}

export function useFormErrors(t: Translate) {
  const [fields, setFields] = useState<FieldErrors>({});
  const [form, setForm] = useState<string | undefined>();
  return {
    fields,
    form,
    set(next: FieldErrors, formMessage?: string) {
      setFields(next);
      setForm(formMessage);
    },
    fromError(error: unknown) {
      const split = formErrorsOf(error, t);
      setFields(split.fields);
      setForm(split.form);
    },
    clear() {
      setFields({});
      setForm(undefined);
    },
    /** Removes these field errors (and the form message when `form`), keeping errors set meanwhile by others. */
    dismiss(keys: readonly string[], form = false) {
      setFields((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))));
      if (form) setForm(undefined);
    },
  };
}

/** Local checks before a call, matching the contract's rules. */
export const checks = {
  phoneDigits: (digits: string) => /^\d{6,14}$/.test(digits),
  otp: (code: string) => /^\d{6}$/.test(code),
  password: (password: string) => password.length >= 8 && password.length <= 128,
};

/** +84 and 0901 234 567 -> +84901234567 (spaces, dashes and a leading 0 dropped). */
export function fullPhone(prefix: string, local: string): string {
  const digits = local.replace(/[^\d]/g, '').replace(/^0+/, '');
  return `${prefix}${digits}`;
}

export function localDigits(local: string): string {
  return local.replace(/[^\d]/g, '').replace(/^0+/, '');
}
