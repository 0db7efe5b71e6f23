/**
 * Startup login (spec section 4).
 *
 * SEAMS for the hosts layer (native app and Telegram):
 * - `Host.startupLogin?(): Promise<LoginInput | null | undefined>` — the host's own login at startup.
 *   Return the credentials the host knows (native bridge user), `null` when the host says nobody is
 *   logged in (bridge user id missing or '0'), or `undefined` to fall back to the browser rules.
 *   A host answer is reconciled with the stored login by `reconcileHostLogin`: null clears a local login,
 *   a different user id logs in again, the same id keeps the stored session.
 * - `registerStartupStep(step)` — extra async work that must finish before `hasInit` (e.g. the Telegram
 *   login on home/win/inbet, loading the app environment, the audit check). Steps run in registration
 *   order after the login phase; a step that throws is reported through `onStartupError` and skipped.
 *
 * In the browser: credentials from the URL (userId + secretKey, removed from the address bar at once),
 * else the sub-brand app's stored values, else local storage; none: the stored login keys are removed.
 */
import { fromBase64Url } from '@arcadia/contract/encoding';
import { navigate } from '../app/router/history.ts';
import { getHost } from '../hosts/host.ts';
import { type Credentials, toCredentials } from './credentials.ts';
import { type LoginInput, login } from './login.ts';
import { setLoginPhase, useSession } from './session-store.ts';
import { clearStoredLogin, readStoredLogin, readStoredUsername, readSubBrandLogin } from './storage.ts';

interface StartupHost {
  startupLogin?: () => Promise<LoginInput | null | undefined>;
}

export type StartupStep = () => Promise<void> | void;
const steps: StartupStep[] = [];

export function registerStartupStep(step: StartupStep): () => void {
  steps.push(step);
  return () => steps.splice(steps.indexOf(step), 1);
}

/** A failed step does not stop the start (the app opens without it); it is left in the console for debugging. */
const reportError = (step: string, error: unknown) => console.warn(`startup step ${step} failed`, error);

export type CredentialSource = 'url' | 'subBrand' | 'local' | 'none';

/** The browser's order: URL, then the sub-brand app's stored values, then local storage. */
export function pickBrowserCredentials(sources: { url?: Credentials; subBrand?: Credentials; local?: Credentials }): {
  source: CredentialSource;
  credentials?: Credentials;
} {
  if (sources.url) return { source: 'url', credentials: sources.url };
  if (sources.subBrand) return { source: 'subBrand', credentials: sources.subBrand };
  if (sources.local) return { source: 'local', credentials: sources.local };
  return { source: 'none' };
}

/** The dapp browser's `loginData` (base64url JSON of userId and secretKey, hosts/native), decoded. */
function decodeLoginData(raw: string | null): Credentials | undefined {
  if (!raw) return undefined;
  try {
    const data = JSON.parse(new TextDecoder().decode(fromBase64Url(raw))) as Record<string, unknown>;
    return toCredentials(data.userId, data.secretKey);
  } catch {
    return undefined;
  }
}

/**
 * Credentials in the query string (userId and secretKey, or the dapp browser's encoded `loginData`), and the URL
 * with them removed.
 */
export function urlCredentials(href: string): { credentials?: Credentials; cleaned: string; changed: boolean } {
  const url = new URL(href, 'http://localhost');
  const params = url.searchParams;
  const hasAny = params.has('userId') || params.has('secretKey') || params.has('loginData');
  const credentials =
    toCredentials(params.get('userId'), params.get('secretKey')) ?? decodeLoginData(params.get('loginData'));
  for (const name of ['userId', 'secretKey', 'loginData']) params.delete(name);
  return { credentials, cleaned: `${url.pathname}${url.search}${url.hash}`, changed: hasAny };
}

/** What to do with a host's login answer against the stored login (native rules of spec section 4). */
export function reconcileHostLogin(
  host: LoginInput | null,
  stored: Credentials | undefined,
): 'clear' | 'login' | 'keep' | 'none' {
  const hostCredentials = host ? toCredentials(host.userId, host.secretKey) : undefined;
  if (!hostCredentials) return stored ? 'clear' : 'none';
  if (!stored || stored.userId !== hostCredentials.userId) return 'login';
  return 'keep';
}

function adopt(credentials: Credentials | undefined) {
  if (!credentials) {
    clearStoredLogin();
    useSession.setState({ userId: 0, secretKey: '', username: '', hasLogin: false });
    return;
  }
  useSession.setState({ ...credentials, username: readStoredUsername(), hasLogin: true });
}

async function hostLogin(): Promise<boolean> {
  const startupLogin = (getHost() as StartupHost).startupLogin;
  if (!startupLogin) return false;
  const answer = await startupLogin();
  if (answer === undefined) return false;
  const stored = readStoredLogin();
  const action = reconcileHostLogin(answer, stored);
  if (action === 'login' && answer) login(answer);
  else if (action === 'keep') adopt(stored);
  else adopt(undefined);
  return true;
}

function browserLogin() {
  const fromUrl = urlCredentials(window.location.href);
  if (fromUrl.changed) navigate(fromUrl.cleaned, { replace: true });
  const pick = pickBrowserCredentials({
    url: fromUrl.credentials,
    subBrand: readSubBrandLogin(),
    local: readStoredLogin(),
  });
  if (pick.source === 'url' && pick.credentials) login({ ...pick.credentials, username: '' });
  else adopt(pick.credentials);
}

let started: Promise<void> | undefined;

/** Runs once: the login phase, the registered steps, then hasInit. */
export function runStartup(): Promise<void> {
  started ??= (async () => {
    const loginPhase = (async () => {
      try {
        if (!(await hostLogin())) browserLogin();
      } catch (error) {
        reportError('appLogin', error);
        browserLogin();
      }
    })();
    setLoginPhase(loginPhase);
    await loginPhase;
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        reportError(step.name || 'step', error);
      }
    }
    useSession.setState({ hasInit: true });
  })();
  return started;
}

/** Tests only. */
export function resetStartupForTests() {
  started = undefined;
  steps.length = 0;
}
