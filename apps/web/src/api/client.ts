import {
  type CallDef,
  Header,
  isFieldErrors,
  isSuccess,
  type RequestOf,
  type ResponseOf,
  resolveServiceMap,
} from '@arcadia/contract';

/**
 * The API client (baseline). Issue 3 grows it: the full common headers, error transitions
 * (1004/1010/1012), signing, toasts and performance reports. Features call `api(call, input)`.
 */

const serviceMap = resolveServiceMap(import.meta.env as Record<string, string | undefined>, 'VITE_');

export type ApiErrorKind = 'business' | 'FETCH_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly status: number;
  readonly data: unknown;
  /** Business errors are never retried (DESIGN.md section 2). */
  readonly business: boolean;

  constructor(kind: ApiErrorKind, message: string, status: number, code?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.data = data;
    this.business = kind === 'business';
  }

  /** 'msg: [field] message' for field errors (spec section 8). */
  get displayMessage(): string {
    if (isFieldErrors(this.data)) {
      const [field, messages] = Object.entries(this.data)[0] ?? [];
      if (field && messages?.[0]) return `${this.message}: [${field}] ${messages[0]}`;
    }
    return this.message;
  }
}

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Money-moving calls: the same key makes a retry move money once. */
  idempotencyKey?: string;
}

export type HeaderProvider = (call: CallDef) => Record<string, string>;
const headerProviders: HeaderProvider[] = [];

/** Session, host and locale modules add their headers here. */
export function addHeaderProvider(provider: HeaderProvider): () => void {
  headerProviders.push(provider);
  return () => headerProviders.splice(headerProviders.indexOf(provider), 1);
}

export function callUrl(call: CallDef, input?: Record<string, unknown>): string {
  const url = `${serviceMap[call.service]}${call.path}`;
  if (call.method !== 'GET' || !input) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input))
    if (value !== undefined && value !== null) query.set(key, String(value));
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function api<C extends CallDef>(
  call: C,
  input: RequestOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const headers: Record<string, string> = {};
  for (const provider of headerProviders) Object.assign(headers, provider(call));
  Object.assign(headers, options.headers);
  if (options.idempotencyKey) headers[Header.IDEMPOTENCY_KEY] = options.idempotencyKey;
  const body = call.method === 'POST' ? JSON.stringify(input ?? {}) : undefined;
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(callUrl(call, input as Record<string, unknown>), {
      method: call.method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError('FETCH_ERROR', (error as Error).message, 0);
  }
  let envelope: { code: number; msg: string; data: unknown };
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError('PARSING_ERROR', response.statusText || 'invalid response', response.status);
  }
  if (!isSuccess(response.status, envelope)) {
    const kind = response.status === 200 ? 'business' : 'CUSTOM_ERROR';
    throw new ApiError(kind, envelope?.msg ?? 'null', response.status, envelope?.code, envelope?.data);
  }
  return envelope.data as ResponseOf<C>;
}
