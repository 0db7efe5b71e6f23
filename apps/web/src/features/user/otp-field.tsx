import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';

/** Seconds left until `until` (ms), ticking once a second. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.round((until - now) / 1000));
}

interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Asks for a (new) code; resolves with the seconds before another may be asked. */
  onSend: () => Promise<number | undefined>;
  sending: boolean;
  error?: string;
}

/** The 6-digit one-time code with a send / resend button and its countdown. */
export function OtpField({ value, onChange, onSend, sending, error }: OtpFieldProps) {
  const { t } = useTranslation('user');
  const [resendAt, setResendAt] = useState(0);
  const [sent, setSent] = useState(false);
  const left = useCountdown(resendAt);

  const send = async () => {
    const wait = await onSend();
    if (wait === undefined) return;
    setSent(true);
    setResendAt(Date.now() + wait * 1000);
  };

  const label = left > 0 ? t('otp.resendIn', { seconds: left }) : sent ? t('otp.resend') : t('otp.send');
  return (
    <Input
      label={t('otp.label')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('otp.placeholder')}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      hint={sent ? t('otp.sentHint') : undefined}
      name="otp_code"
      data-testid="otp-input"
      suffix={
        <Button size="sm" variant="ghost" onClick={send} loading={sending} disabled={left > 0} data-testid="otp-send">
          {label}
        </Button>
      }
    />
  );
}
