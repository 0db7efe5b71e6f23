import { startGoogleDouble } from '../apps/web/src/features/wallet/keys/drive/google-double.ts';
import { startSmsSink } from './sms-sink.ts';

/**
 * Starts the shared SMS sink before the servers send their first code, and the Google double the servers'
 * GOOGLE_* settings point at; Playwright stops both at the end.
 */
export default async function globalSetup() {
  const url = new URL(process.env.SMS_HTTP_URL as string);
  const server = await startSmsSink(Number(url.port));
  // Google Identity Services and Drive v3 for the wallet's Drive backup (wallet/drive.spec.ts).
  const google = await startGoogleDouble({ port: Number(new URL(process.env.GOOGLE_DOUBLE_URL as string).port) });
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await google.close();
  };
}
