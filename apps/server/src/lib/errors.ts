import { ERROR_CATALOGUE, ErrorCode, type ErrorCodeName, type FieldErrors } from '@arcadia/contract';

/** A refusal the client should see: answered as an envelope with the catalogue's code and HTTP status. */
export class AppError extends Error {
  readonly code: number;
  readonly http: number;
  readonly data: unknown;

  constructor(name: ErrorCodeName, message?: string, data: unknown = null) {
    super(message ?? ERROR_CATALOGUE[name].msg);
    this.name = 'AppError';
    this.code = ErrorCode[name];
    this.http = ERROR_CATALOGUE[name].http;
    this.data = data;
  }
}

export function fieldError(fields: FieldErrors, message?: string): AppError {
  return new AppError('VALIDATION', message, fields);
}
