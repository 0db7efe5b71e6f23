import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormErrors } from './form-errors.ts';
import { useLoginState } from './login-state.ts';
import { useOtpSender } from './use-login-flow.ts';

let answer: { resolve: (value: { resend_in: number; expires_in: number }) => void } | undefined;
vi.mock('./queries.ts', () => ({
  useSendOtp: () => ({
    isPending: false,
    mutateAsync: () =>
      new Promise((resolve) => {
        answer = { resolve };
      }),
  }),
}));
vi.mock('../../app/router/navigation.ts', () => ({ useNavigate: () => () => {} }));
vi.mock('../../app/router/route-context.ts', () => ({ useSearch: () => new URLSearchParams() }));

const t = (key: string) => key;

afterEach(cleanup);

describe('the one-time code sender', () => {
  it('keeps an error set while its answer was on the way', async () => {
    useLoginState.setState({ dialCode: '+84', phone: '901234567' });
    const { result } = renderHook(() => {
      const errors = useFormErrors(t);
      return { errors, otp: useOtpSender('login', errors, t) };
    });
    let sent: Promise<number | undefined> | undefined;
    act(() => {
      sent = result.current.otp.send();
    });
    // The player types a short code and submits before the send answers: a local error on the code field.
    act(() => result.current.errors.set({ otp_code: 'validation.otp' }));
    await act(async () => {
      answer?.resolve({ resend_in: 60, expires_in: 300 });
      await sent;
    });
    expect(result.current.errors.fields).toEqual({ otp_code: 'validation.otp' });
  });

  it('clears the phone error it had set once a code is sent', async () => {
    useLoginState.setState({ dialCode: '+84', phone: '12' });
    const { result, rerender } = renderHook(() => {
      const errors = useFormErrors(t);
      return { errors, otp: useOtpSender('login', errors, t) };
    });
    await act(async () => {
      await result.current.otp.send();
    });
    expect(result.current.errors.fields.phone).toBe('validation.phone');
    useLoginState.setState({ phone: '901234567' });
    rerender();
    let sent: Promise<number | undefined> | undefined;
    act(() => {
      sent = result.current.otp.send();
    });
    await act(async () => {
      answer?.resolve({ resend_in: 60, expires_in: 300 });
      await sent;
    });
    expect(result.current.errors.fields).toEqual({});
  });
});
