import { useRef } from 'react';
import { useNavigate } from '../../app/router/navigation.ts';
import { useSearch } from '../../app/router/route-context.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { safeBackUrl } from '../../session/access.ts';
import { checks, fullPhone, localDigits } from './form-errors.ts';
import { useLoginState } from './login-state.ts';
import { useSendOtp } from './queries.ts';

/** After a login: back to where the player came from (backUrl), else home. */
export function useFinishLogin() {
  const navigate = useNavigate();
  const search = useSearch();
  const backUrl = safeBackUrl(search.get('backUrl'));
  return () => navigate(backUrl, { replace: true });
}

interface ErrorSink {
  set: (fields: Record<string, string | undefined>, form?: string) => void;
  fromError: (error: unknown) => void;
  dismiss: (keys: readonly string[], form?: boolean) => void;
}

/** The phone typed with its dialing code, checked locally first. */
export function usePhone(errors: ErrorSink, t: Translate) {
  const { dialCode, phone } = useLoginState();
  return () => {
    if (!checks.phoneDigits(localDigits(phone))) {
      errors.set({ phone: t('validation.phone') });
      return undefined;
    }
    return fullPhone(dialCode, phone);
  };
}

/** Sends a one-time code for `purpose`; resolves with the resend wait in seconds, or undefined on failure. */
export function useOtpSender(purpose: 'login' | 'register' | 'reset' | 'bind', errors: ErrorSink, t: Translate) {
  const sendOtp = useSendOtp();
  const readPhone = usePhone(errors, t);
  // The answer may arrive after the player has tapped on and met a local error (say, a short code): on success the
  // sender clears only what it can have set (the phone error, and the form message of its own last failure).
  const failedBefore = useRef(false);
  const send = async () => {
    const phone = readPhone();
    if (!phone) return undefined;
    try {
      const answer = await sendOtp.mutateAsync({ phone, purpose });
      errors.dismiss(['phone'], failedBefore.current);
      failedBefore.current = false;
      return answer.resend_in;
    } catch (error) {
      errors.fromError(error);
      failedBefore.current = true;
      return undefined;
    }
  };
  return { send, sending: sendOtp.isPending };
}
