import { toBase64Url } from '@arcadia/contract/encoding';
import { isSignedPath, signingPayload } from '@arcadia/contract/signing';
import type { AppEnvironment } from '../../api/headers.ts';
import { getLocale } from '../../i18n/i18n.ts';
import { setAudit } from '../../session/audit.ts';
import type { LoginInput } from '../../session/login.ts';
import { useSession } from '../../session/session-store.ts';
import { LOGIN_TYPE } from '../../session/storage.ts';
import {
  type Capability,
  type Host,
  localHostStorage,
  OPEN_LINK_FALLBACK_MS,
  STORE_URL,
  WEB_VERSION,
} from '../host.ts';
import { handleHostBack, notifyHostVisible } from '../host-actions.ts';
import { loadHostText } from '../host-text.ts';
import { reportHostEvent, truncateMessage } from '../report.ts';
import { stringifiesInput, usesNewLoginFlag, versionAtLeast } from '../version.ts';
import { BridgeClient, findTransport } from './bridge.ts';
import { fingerFailure, fingerSupported } from './finger.ts';

const BASE_METHODS = ['login', 'logout', 'getEnvironment'];

type InitStep = 'appLogin' | 'environment' | 'checkAudit';
function initError(step: InitStep, error: unknown) {
  reportHostEvent('error_jsb_init', { step, message: truncateMessage(error) });
}

/** The capability list the app answers; an app too old to answer has the base methods only. */
async function loadCapabilities(bridge: BridgeClient): Promise<Set<string>> {
  try {
    const answer = await bridge.call<{ methods?: unknown }>('capabilities', {}, { timeoutMs: 3000 });
    if (Array.isArray(answer?.methods)) return new Set(answer.methods.filter((m) => typeof m === 'string'));
  } catch {
    // Old app: no capability list.
  }
  return new Set(BASE_METHODS);
}

async function loadEnvironment(bridge: BridgeClient): Promise<AppEnvironment | undefined> {
  try {
    const env = await bridge.call<AppEnvironment>('getEnvironment', {}, { timeoutMs: 5000 });
    useSession.setState({ appEnvironment: env });
    return env;
  } catch (error) {
    initError('environment', error);
    return undefined;
  }
}

async function checkAudit(bridge: BridgeClient, methods: Set<string>, version: string) {
  let bridgeSaysAudit = false;
  if (methods.has('checkAudit')) {
    try {
      const answer = await bridge.call<{ audit?: unknown }>('checkAudit', {}, { timeoutMs: 5000 });
      bridgeSaysAudit = answer?.audit === true;
    } catch (error) {
      initError('checkAudit', error);
    }
  }
  setAudit(version, bridgeSaysAudit);
}

/** The locale-prefixed absolute URL of an app path (task cards open these in a web view). */
function webViewUrl(path: string, options: { newGuide?: boolean; loginData?: string } = {}): string {
  const url = new URL(
    /^https?:/.test(path) ? path : `/${getLocale()}${path.startsWith('/') ? '' : '/'}${path}`,
    window.location.origin,
  );
  if (options.newGuide) url.searchParams.set('newGuide', '1');
  if (options.loginData) url.searchParams.set('loginData', options.loginData);
  return url.toString();
}

function encodeLoginData(): string {
  const { userId, secretKey } = useSession.getState();
  return toBase64Url(new TextEncoder().encode(JSON.stringify({ userId, secretKey })));
}

function createNativeHost(bridge: BridgeClient, methods: Set<string>, env: AppEnvironment | undefined): Host {
  const version = env?.version || WEB_VERSION;
  const has = (method: string) => methods.has(method);
  const capabilityMethod: Partial<Record<Capability, string>> = {
    login: 'login',
    logout: 'logout',
    environment: 'getEnvironment',
    share: 'share',
    openWebView: 'openWebView',
    sign: 'sign',
    finger: 'finger',
    pay: 'pay',
    closeConfirmation: 'setCloseConfirmation',
    storage: 'storageGet',
    driveFile: 'driveFile',
    checkAudit: 'checkAudit',
    backButton: 'capabilities',
  };
  return {
    platform: 'app',
    appVersion: version,
    headers: () => ({}),
    can: (capability) => has(capabilityMethod[capability] ?? `__${capability}`),
    versionAtLeast: (min) => versionAtLeast(version, min),
    environment: () => useSession.getState().appEnvironment,
    startupLogin: async (): Promise<LoginInput | null | undefined> => {
      try {
        const user = await bridge.call<Record<string, unknown>>('login', { newLogin: usesNewLoginFlag(version) });
        const id = String(user?.user_id ?? '');
        if (!id || id === '0') return null;
        return {
          userId: id,
          secretKey: String(user?.secret_key ?? ''),
          username: String(user?.username ?? ''),
          userLogin: String(user?.user_login ?? ''),
        };
      } catch (error) {
        initError('appLogin', error);
        return undefined;
      }
    },
    notifyLogin: (login) => {
      void bridge
        .call('setLogin', {
          user_id: String(login.userId),
          secret_key: login.secretKey,
          username: login.username ?? '',
          login_type: LOGIN_TYPE,
        })
        .catch((error) => reportHostEvent('jsb_set_login_failed', { message: truncateMessage(error) }));
    },
    logout: () => {
      void bridge
        .call('logout')
        .then(() => bridge.call('goHome'))
        .catch((error) => reportHostEvent('jsb_logout_failed', { message: truncateMessage(error) }));
      return true;
    },
    sign: async ({ path, body, ts, nonce }) => {
      if (!has('sign') || !isSignedPath(path)) return undefined;
      const data = signingPayload(body, ts, nonce);
      const answer = await bridge.call<{ signature?: string }>('sign', { data }, { timeoutMs: 5000 });
      return answer?.signature || undefined;
    },
    share: async (input) => {
      await bridge.call('share', { ...input });
      return true;
    },
    openWebView: async (url, options = {}) => {
      const target = webViewUrl(url, {
        newGuide: options.newGuide,
        loginData: options.dapp ? encodeLoginData() : undefined,
      });
      await bridge.call(options.dapp ? 'openDappBrowser' : 'openWebView', { url: target });
    },
    openLink: async (url, fallbackUrl) => {
      try {
        await bridge.call('openLink', { url }, { timeoutMs: OPEN_LINK_FALLBACK_MS });
      } catch {
        window.location.assign(fallbackUrl ?? url);
      }
    },
    openStore: () => {
      bridge.call('openStore', { url: STORE_URL }).catch(() => window.location.assign(STORE_URL));
    },
    finger: async () => {
      try {
        const support = await bridge.call<{ support?: unknown }>('supportFinger');
        if (!fingerSupported(support?.support)) return { ok: false, messageKey: 'finger_not_support' };
        await bridge.call('finger', {}, { timeoutMs: 60_000 });
        return { ok: true };
      } catch (error) {
        return fingerFailure(error, env?.os);
      }
    },
    pay: (order) => bridge.call('pay', order, { timeoutMs: 120_000 }),
    setCloseConfirmation: (enabled) => {
      if (has('setCloseConfirmation')) void bridge.call('setCloseConfirmation', { enabled }).catch(() => {});
    },
    requestContact: async () => undefined,
    ...(has('driveFile')
      ? { driveFile: (args: Record<string, unknown>) => bridge.call('driveFile', args, { timeoutMs: 120_000 }) }
      : {}),
    storage: has('storageGet')
      ? {
          get: async (key) => (await bridge.call<{ value?: string | null }>('storageGet', { key }))?.value ?? null,
          set: async (key, value) => void (await bridge.call('storageSet', { key, value })),
          remove: async (key) => void (await bridge.call('storageSet', { key, value: null })),
        }
      : localHostStorage,
  };
}

/** Native startup: capabilities, environment (headers), audit check; the session then runs startupLogin. */
export async function startNative(): Promise<Host> {
  const transport = findTransport();
  if (!transport) throw new Error('native bridge transport is missing');
  const bridge = new BridgeClient(transport);
  void loadHostText();
  const methods = await loadCapabilities(bridge);
  const env = await loadEnvironment(bridge);
  const version = env?.version ?? WEB_VERSION;
  bridge.stringifyInput = stringifiesInput(version);
  await checkAudit(bridge, methods, version);
  bridge.on('back', () =>
    handleHostBack(
      () =>
        void bridge
          .call('exitApp')
          .catch((error) => reportHostEvent('jsb_exit_failed', { message: truncateMessage(error) })),
    ),
  );
  bridge.on('resume', () => notifyHostVisible());
  return createNativeHost(bridge, methods, env);
}
