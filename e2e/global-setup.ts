import { startOidcProvider } from '../apps/server/test/user/oidc-provider-server.ts';
import { startGoogleDouble } from '../apps/web/src/features/wallet/keys/drive/google-double.ts';
import { startSmsSink } from './sms-sink.ts';

/**
 * Starts the shared SMS sink before the servers send their first code, the Google double the servers'
 * GOOGLE_* settings point at, and the OpenID Connect provider of their OIDC_GOOGLE_* settings; Playwright stops
 * them at the end.
 */
export default async function globalSetup() {
  const url = new URL(process.env.SMS_HTTP_URL as string);
  const server = await startSmsSink(Number(url.port));
  // Google Identity Services and Drive v3 for the wallet's Drive backup (wallet/drive.spec.ts).
  const google = await startGoogleDouble({ port: Number(new URL(process.env.GOOGLE_DOUBLE_URL as string).port) });
  // A real OpenID Connect provider for "Continue with Google" (session/oidc.spec.ts).
  const oidc = await startOidcProvider(
    (process.env.OIDC_REDIRECT_URIS as string).split(' '),
    Number(new URL(process.env.OIDC_PROVIDER_URL as string).port),
  );
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await google.close();
    await oidc.close();
  };
}
