import { DRIVE_APPDATA_SCOPE, DriveError } from './drive-backup.ts';
import type { AccessToken } from './google-drive.ts';

/**
 * An OAuth 2 access token through Google Identity Services' token model: the GIS script (its URL comes
 * from the server, GOOGLE_GIS_URL) opens Google's consent popup and answers a token for the Drive
 * appdata scope. Nothing is stored: the token lives in memory for this flow only.
 */
interface TokenResponse {
  access_token?: string;
  expires_in?: number | string;
  error?: string;
}

interface TokenClient {
  requestAccessToken(overrides?: { prompt?: string }): void;
}

interface GisWindow {
  google?: {
    accounts?: {
      oauth2?: {
        initTokenClient(config: {
          client_id: string;
          scope: string;
          callback: (response: TokenResponse) => void;
          error_callback?: (error: { type?: string; message?: string }) => void;
        }): TokenClient;
      };
    };
  };
}

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new DriveError('unavailable', 'Google sign-in could not load'));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** Starts loading the GIS script early (when a flow that may need it opens), so the tap opens the popup at once. */
export function preloadGis(gisUrl: string) {
  void loadScript(gisUrl).catch(() => {});
}

export function gisTokenSource(clientId: string, gisUrl: string): () => Promise<AccessToken> {
  return async () => {
    await loadScript(gisUrl);
    const oauth2 = (window as GisWindow).google?.accounts?.oauth2;
    if (!oauth2) throw new DriveError('unavailable', 'Google sign-in did not start');
    return new Promise<AccessToken>((resolve, reject) => {
      const client = oauth2.initTokenClient({
        client_id: clientId,
        scope: DRIVE_APPDATA_SCOPE,
        callback: (response) => {
          if (!response.access_token) {
            reject(
              new DriveError(response.error === 'access_denied' ? 'cancelled' : 'auth', response.error ?? 'no token'),
            );
            return;
          }
          const seconds = Number(response.expires_in ?? 3600) || 3600;
          resolve({ accessToken: response.access_token, expiresAt: Date.now() + seconds * 1000 });
        },
        error_callback: (error) =>
          reject(
            new DriveError(
              error.type === 'popup_closed' ? 'cancelled' : 'unavailable',
              error.message ?? error.type ?? 'sign-in failed',
            ),
          ),
      });
      client.requestAccessToken({ prompt: '' });
    });
  };
}
