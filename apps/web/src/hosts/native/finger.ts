import type { FingerResult } from '../host.ts';
import type { JsBridgeError } from './bridge.ts';

/** Support-finger values that mean the device cannot do it (spec section 5). */
const FINGER_UNSUPPORTED = [1, 11, 14];

export function fingerSupported(support: unknown): boolean {
  return typeof support === 'number' && !FINGER_UNSUPPORTED.includes(support);
}

/** The bridge's error code -> the message key of spec section 5 (15 differs by OS: 4 Android, 6 iOS). */
export function fingerErrorKey(code: number, os: string | undefined): string | undefined {
  if (code === 7) return 'finger_error_1';
  if (code === 9) return 'finger_error_2';
  if (code === 10 || code === 50) return 'finger_error_3';
  if (code === 15) return /ios/i.test(os ?? '') ? 'finger_error_6' : 'finger_error_4';
  if (code === 17) return 'finger_error_5';
  return undefined;
}

export function fingerFailure(error: unknown, os: string | undefined): FingerResult {
  const bridgeError = error as Partial<JsBridgeError> & { msg?: string; ret?: number };
  const code = bridgeError.code ?? bridgeError.ret ?? 0;
  const messageKey = fingerErrorKey(code, os);
  if (messageKey) return { ok: false, messageKey };
  return { ok: false, message: bridgeError.bridgeMessage ?? bridgeError.msg ?? String(error) };
}
