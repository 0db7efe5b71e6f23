import { ErrorCode, isFieldErrors, SILENT_ERROR_MESSAGES } from '@arcadia/contract';

export type ApiErrorKind = 'business' | 'FETCH_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';

/** A failed call: a refused business code, or a transport failure (spec section 8). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly status: number;
  readonly data: unknown;
  /** The server decided (an envelope with a code and no 5xx): never retried (DESIGN.md section 2). */
  readonly business: boolean;

  constructor(kind: ApiErrorKind, message: string, status: number, code?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.data = data;
    this.business = kind === 'business' || (code !== undefined && status > 0 && status < 500);
  }

  /** Field errors of the envelope (`data: {field: [messages]}`), or an empty map. */
  get fieldErrors(): Record<string, string[]> {
    return isFieldErrors(this.data) ? this.data : {};
  }

  /** 'msg: [field] message' for field errors (spec section 8). */
  get displayMessage(): string {
    const [field, messages] = Object.entries(this.fieldErrors)[0] ?? [];
    if (field && messages?.[0]) return `${this.message}: [${field}] ${messages[0]}`;
    return this.message;
  }
}

/** ERROR_OUT_OF_NEWBIE and ERROR_OUTOF_NEWBIE are never reported or shown (spec section 8). */
export function isSilentError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if ((SILENT_ERROR_MESSAGES as readonly string[]).includes(message)) return true;
  return error instanceof ApiError && error.code === ErrorCode.ERROR_OUT_OF_NEWBIE;
}

export interface ErrorTexts {
  /** The generic network-try-again text, e.g. "Network error, please try again". */
  network: string;
  /** A translated message for a catalogue code, when one exists. */
  byCode?: (code: number) => string | undefined;
}

/**
 * The text a toast shows for an error (spec section 8):
 * business -> its (translated) message, with 'msg: [field] message' for field errors;
 * FETCH_ERROR / PARSING_ERROR / CUSTOM_ERROR -> status plus error text;
 * other errors -> the generic network text plus the message; unknown -> 'null'.
 */
export function errorText(error: unknown, texts: ErrorTexts): string {
  if (error instanceof ApiError) {
    if (error.kind === 'business') {
      const translated = error.code === undefined ? undefined : texts.byCode?.(error.code);
      const base = translated ?? error.message;
      const display = translated ? new ApiError(error.kind, base, error.status, error.code, error.data) : error;
      return (display.displayMessage || 'null').trim();
    }
    if (error.kind === 'FETCH_ERROR' && error.status === 0) return `${texts.network} ${error.message}`.trim();
    return `${error.status} ${error.displayMessage || error.kind}`.trim();
  }
  if (error instanceof Error) return `${texts.network} ${error.message}`.trim();
  if (typeof error === 'string' && error) return error;
  return 'null';
}
