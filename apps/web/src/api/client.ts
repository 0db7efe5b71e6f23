import {
  type CallDef,
  ErrorCode,
  Header,
  isSuccess,
  type RequestOf,
  type ResponseOf,
  resolveServiceMap,
  splitLocale,
} from '@arcadia/contract';
import { getHost } from '../hosts/host.ts';
import { getLocale, translate } from '../i18n/i18n.ts';
import { useSession, whenLoginKnown } from '../session/session-store.ts';
import { showToast } from '../ui/toast.tsx';
import { recordApiPerformance, setAnalyticsHeaderSource } from './analytics.ts';
import { ApiError, errorText, isSilentError } from './api-error.ts';
import { commonHeaders } from './headers.ts';
import { makeNonce, timestampSeconds } from './nonce.ts';

/**
 * The API client. Every call carries the common headers of spec section 7, is signed when the host signs its path
 * (the native app, on the signed paths), reports its performance, and on failure throws `ApiError` after the
 * spec section 8 handling: 1004/1010/1012 transitions (the session registers the handler), an error
 * toast (unless `silent`), and the error reporter (never for ERROR_OUT_OF_NEWBIE).
 */
export { ApiError, type ApiErrorKind } from './api-error.ts';

const serviceMap = resolveServiceMap(import.meta.env as Record<string, string | undefined>, 'VITE_');

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Money-moving calls: the same key makes a retry move money once. */
  idempotencyKey?: string;
  /** No error toast: the caller shows the error itself (e.g. field errors under a form's fields). */
  silent?: boolean;
}

export interface FailedCall {
  error: ApiError;
  call: CallDef;
  /** The route the call was made from, without the locale (`/wallet?tab=1`). */
  inFlightRoute: string;
  /** The session the call was sent with (user id 0 and no key: none), to tell whether a 1004 concerns the current one. */
  sentAs: { userId: number; secretKey: string };
}

/** The answers the session turns into a transition (which one: api/transitions.ts). */
const TRANSITION_CODES: readonly number[] = [
  ErrorCode.SESSION_INVALID,
  ErrorCode.VERIFICATION_NEEDED,
  ErrorCode.PHONE_BINDING_REQUIRED,
];

/** True for an answer the session's transition handles (it logs out, verifies or binds a phone). */
export const isTransitionError = (error: unknown) =>
  error instanceof ApiError && error.code !== undefined && TRANSITION_CODES.includes(error.code);

let transitionHandler: ((failure: FailedCall) => void) | undefined;
/** The session installs the 1004/1010/1012 handler (session/error-transitions.ts). */
export function setTransitionHandler(handler: ((failure: FailedCall) => void) | undefined) {
  transitionHandler = handler;
}

type ErrorReporter = (failure: FailedCall) => void;
const reporters = new Set<ErrorReporter>();
/** The analytics layer subscribes to API errors here. Silent errors never arrive. */
export function onApiError(reporter: ErrorReporter): () => void {
  reporters.add(reporter);
  return () => reporters.delete(reporter);
}

function callUrl(call: CallDef, input?: Record<string, unknown>): string {
  const url = `${serviceMap[call.service]}${call.path}`;
  if (call.method !== 'GET' || !input) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input))
    if (value !== undefined && value !== null) query.set(key, String(value));
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

function currentRoute(): string {
  const { rest } = splitLocale(window.location.pathname);
  return `${rest}${window.location.search}`;
}

/** The common headers plus the host's, for one service (no signing). */
function baseHeaders(service: CallDef['service'], ts = timestampSeconds(), nonce = makeNonce()) {
  const session = useSession.getState();
  const host = getHost();
  const headers = commonHeaders({
    service,
    userId: session.userId,
    secretKey: session.secretKey,
    userLogin: session.userLogin,
    locale: getLocale(),
    appEnvironment: session.appEnvironment ?? host.environment?.(),
    platform: host.platform,
    appVersion: host.appVersion,
    subBrandSession: session.subBrandSession,
    ts,
    nonce,
  });
  Object.assign(headers, host.headers());
  return headers;
}

setAnalyticsHeaderSource(() => baseHeaders('stats'));

async function buildHeaders(call: CallDef, body: string | undefined, options: CallOptions) {
  const host = getHost();
  const ts = timestampSeconds();
  const nonce = makeNonce();
  const headers = baseHeaders(call.service, ts, nonce);
  Object.assign(headers, options.headers);
  if (options.idempotencyKey) headers[Header.IDEMPOTENCY_KEY] = options.idempotencyKey;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (body !== undefined && host.sign) {
    const signature = await host.sign({ path: call.path, body, ts, nonce });
    if (signature) headers[Header.SIGNATURE] = signature;
  }
  return headers;
}

async function send(call: CallDef, input: unknown, options: CallOptions): Promise<unknown> {
  const body = call.method === 'POST' ? JSON.stringify(input ?? {}) : undefined;
  const headers = await buildHeaders(call, body, options);
  const url = callUrl(call, input as Record<string, unknown>);
  const started = performance.now();
  const report = (status: number, code: number | null) =>
    recordApiPerformance({ api: url.split('?')[0] ?? url, status, code, ms: Math.round(performance.now() - started) });

  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    report(0, null);
    throw new ApiError('FETCH_ERROR', (error as Error).message, 0);
  }
  let envelope: { code: number; msg: string; data: unknown } | null;
  try {
    envelope = await response.json();
  } catch {
    report(response.status, null);
    throw new ApiError('PARSING_ERROR', response.statusText || 'invalid response', response.status);
  }
  const code = typeof envelope?.code === 'number' ? envelope.code : null;
  report(response.status, code);
  if (isSuccess(response.status, envelope)) return envelope?.data;
  const kind = response.status === 200 ? 'business' : 'CUSTOM_ERROR';
  throw new ApiError(kind, envelope?.msg || 'null', response.status, code ?? undefined, envelope?.data);
}

function byCode(code: number): string | undefined {
  const key = `errors.${code}`;
  const text = translate(getLocale(), 'user', key);
  return text === key ? undefined : text;
}

function networkText(): string {
  const network = translate(getLocale(), 'user', 'errors.network');
  return network === 'errors.network' ? 'Network error, please try again.' : network;
}

/** The player-facing text of a failed call, translated by error code where the catalogue has a text: what toasts show. */
export function apiErrorText(error: unknown): string {
  return errorText(error, { network: networkText(), byCode });
}

/** Transitions, toast and report for a failed call (spec section 8). */
function handleFailure(failure: FailedCall, options: Pick<CallOptions, 'silent'> = {}) {
  const { error } = failure;
  if (error.kind === 'FETCH_ERROR' && error.message.includes('abort')) return;
  if (isSilentError(error)) return;
  for (const reporter of reporters) reporter(failure);
  if (isTransitionError(error)) {
    transitionHandler?.(failure);
    return;
  }
  if (options.silent) return;
  showToast(apiErrorText(error), { type: 'error' });
}

export async function api<C extends CallDef>(
  call: C,
  input: RequestOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const inFlightRoute = currentRoute();
  if (call.auth === 'required') await whenLoginKnown();
  // The headers are made from this same state before the first await (send, buildHeaders).
  const { userId, secretKey } = useSession.getState();
  try {
    return (await send(call, input, options)) as ResponseOf<C>;
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError('CUSTOM_ERROR', String(error), 0);
    if (!options.signal?.aborted)
      handleFailure({ error: apiError, call, inFlightRoute, sentAs: { userId, secretKey } }, options);
    throw apiError;
  }
}
