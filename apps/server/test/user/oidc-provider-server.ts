import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package, certified by the OpenID Foundation) on a local port,
 * for the browser's code flow: discovery, authorization with its development login and consent pages (any login
 * name signs in as that subject), the token endpoint with PKCE, and id tokens carrying the email. Two clients: a
 * public one (PKCE only) and a confidential one (client secret over HTTP Basic). Used by the API test and e2e.
 */
export interface RunningProvider {
  issuer: string;
  publicClient: string;
  secretClient: { id: string; secret: string };
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUris: string[], port = 0): Promise<RunningProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const secretClient = { id: 'arcadia-confidential', secret: 'a-test-only-client-secret-0123456789abcdef' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'arcadia-web',
        token_endpoint_auth_method: 'none',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
      {
        client_id: secretClient.id,
        client_secret: secretClient.secret,
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@example.test`, email_verified: true }),
    }),
    cookies: { keys: ['arcadia-test-cookie-key'] },
  });
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider', error));
  server.on('request', provider.callback());
  return {
    issuer,
    publicClient: 'arcadia-web',
    secretClient,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Walks the provider's development pages as a browser would (cookies kept, redirects followed by hand): signs in
 * as `login`, consents, and answers the URL the provider sends back to the app (its callback with code and state).
 */
export async function signInAtProvider(authorizeUrl: string, login: string, appOrigin: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let url = authorizeUrl;
  let form: Record<string, string> | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(appOrigin)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form) } : {}),
    });
    keep(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${response.status} ${page.slice(0, 200)}`);
    url = new URL(action, url).toString();
    form = page.includes('name="login"') ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' };
  }
  throw new Error('too many hops at the provider');
}
