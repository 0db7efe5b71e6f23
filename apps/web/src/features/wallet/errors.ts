import { ErrorCode } from '@arcadia/contract';
import { apiErrorText } from '../../api/client.ts';
import type { Translate } from '../../i18n/i18n.ts';

/** A player-facing message for a wallet failure (key errors are matched by name: their modules load lazily). */
export function walletErrorMessage(error: unknown, t: Translate): string {
  const named = error as { name?: string; reason?: string; code?: number };
  if (named?.name === 'ApiError') {
    if (named.code === ErrorCode.INSUFFICIENT_BALANCE) return t('errors.insufficient');
    if (named.code === ErrorCode.QUOTE_EXPIRED) return t('errors.quoteExpired');
    return apiErrorText(error) || t('errors.generic');
  }
  if (named?.name === 'VaultError') {
    if (named.reason === 'no-device-share') return t('errors.noDeviceShare');
    if (named.reason === 'no-server-share') return t('errors.noServerShare');
    if (named.reason === 'wrong-wallet') return t('errors.wrongWallet');
    if (named.reason === 'bad-phrase') return t('errors.badPhrase');
  }
  if (named?.name === 'BackupError')
    return named.reason === 'format' ? t('errors.notBackup') : t('errors.wrongPassword');
  if (named?.name === 'ShareError') return t('errors.sharesMismatch');
  if (named?.name === 'DriveError') {
    if (named.reason === 'cancelled') return t('errors.driveCancelled');
    if (named.reason === 'auth') return t('errors.driveAuth');
    if (named.reason === 'not-found') return t('errors.driveNotFound');
    return t('errors.driveUnavailable');
  }
  return t('errors.generic');
}

export function isInsufficient(error: unknown): boolean {
  return (
    (error as { name?: string; code?: number })?.name === 'ApiError' &&
    (error as { code?: number }).code === ErrorCode.INSUFFICIENT_BALANCE
  );
}

export function isQuoteExpired(error: unknown): boolean {
  return (
    (error as { name?: string; code?: number })?.name === 'ApiError' &&
    (error as { code?: number }).code === ErrorCode.QUOTE_EXPIRED
  );
}

export const loadVault = () => import('./keys/vault.ts');
