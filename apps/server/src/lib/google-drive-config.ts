/**
 * Google Drive backup of the wallet's third share (issue 6): on only when an operator sets a Google OAuth
 * client id. The web app learns it at run time from get_goole_drive_info, and the page's CSP admits the
 * Google Identity Services script and the Drive API. The URLs are configurable so tests point them at a double.
 *
 *   GOOGLE_DRIVE_CLIENT_ID  OAuth 2 web client id (unset: the Drive buttons do not show)
 *   GOOGLE_GIS_URL          Google Identity Services script (default https://accounts.google.com/gsi/client)
 *   GOOGLE_DRIVE_API_URL    Drive REST base, for /drive/v3 and /upload/drive/v3 (default https://www.googleapis.com)
 */
export interface GoogleDriveConfig {
  clientId: string;
  gisUrl: string;
  apiUrl: string;
}

type Env = Record<string, string | undefined>;

function httpUrl(value: string, key: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${key} must be an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${key} must be an http(s) URL`);
  return url;
}

export function googleDriveFromEnv(env: Env): GoogleDriveConfig | undefined {
  const clientId = env.GOOGLE_DRIVE_CLIENT_ID?.trim();
  if (!clientId) return undefined;
  const gisUrl = httpUrl(env.GOOGLE_GIS_URL || 'https://accounts.google.com/gsi/client', 'GOOGLE_GIS_URL');
  const apiUrl = httpUrl(env.GOOGLE_DRIVE_API_URL || 'https://www.googleapis.com', 'GOOGLE_DRIVE_API_URL');
  return { clientId, gisUrl: gisUrl.href, apiUrl: apiUrl.href.replace(/\/+$/, '') };
}

/** CSP sources the Google flow needs (Google's list for GIS, plus the Drive API origin). */
export function googleDriveCsp(config: GoogleDriveConfig | undefined) {
  if (!config) return { script: [], style: [], connect: [], frame: [] };
  const gsi = new URL('./', config.gisUrl).href; // https://accounts.google.com/gsi/
  return {
    script: [config.gisUrl],
    style: [`${gsi}style`],
    connect: [gsi, new URL(config.apiUrl).origin],
    frame: [gsi],
  };
}
