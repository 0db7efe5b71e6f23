import { ErrorCode } from '@arcadia/contract';
import { ApiError } from '../../api/api-error.ts';

/** The social namespace's message key for a failed call: the codes this screen explains, else a generic one. */
export function errorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.SOCIAL_NOT_LINKED) return 'errors.notLinked';
    if (error.code === ErrorCode.PROVIDER_UNAVAILABLE) return 'errors.unavailable';
    if (error.code === ErrorCode.TG_INIT_DATA_INVALID) return 'errors.telegramInvalid';
    if (error.code === ErrorCode.THIRD_PARTY_ALREADY_BOUND) return 'errors.alreadyBound';
    if (error.kind === 'FETCH_ERROR') return 'errors.network';
  }
  return 'errors.generic';
}
