import { BACKUP_NAME_PREFIX, type DriveBackup, DriveError, type DriveFile } from './drive-backup.ts';

/**
 * Google Drive v3 over REST (no Google client library): multipart upload into `appDataFolder`, listing
 * in that space, download with alt=media. `apiUrl` is configurable (GOOGLE_DRIVE_API_URL on the server)
 * so tests point it at a double. The access token comes from `token()` (gis-token.ts in the browser).
 */
export interface AccessToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface GoogleDriveOptions {
  apiUrl: string;
  token: () => Promise<AccessToken>;
  fetch?: typeof fetch;
  /** Multipart boundary; tests fix it. */
  boundary?: () => string;
}

interface FileResource {
  id?: string;
  name?: string;
  modifiedTime?: string;
}

const FIELDS = 'id,name,modifiedTime';

function toFile(f: FileResource): DriveFile {
  if (!f.id) throw new DriveError('unavailable', 'Drive answered a file without an id');
  return { id: f.id, name: f.name ?? '', modifiedTime: f.modifiedTime ?? null };
}

/** A multipart/related body: JSON metadata, then the media (Drive's "multipart upload"). */
export function multipartBody(boundary: string, metadata: object, content: string, mimeType: string): string {
  return [
    `--${boundary}`,
    'Content-Type: application/json; charset=UTF-8',
    '',
    JSON.stringify(metadata),
    `--${boundary}`,
    `Content-Type: ${mimeType}`,
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `arcadia-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function createGoogleDrive(options: GoogleDriveOptions): DriveBackup {
  const base = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let cached: AccessToken | null = null;

  async function token(): Promise<string> {
    if (!cached || cached.expiresAt - 30_000 < Date.now()) cached = await options.token();
    return cached.accessToken;
  }

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${await token()}` },
      });
    } catch (failure) {
      if (failure instanceof DriveError) throw failure;
      throw new DriveError('unavailable', `Drive is unreachable: ${(failure as Error).message}`);
    }
    if (response.status === 401 || response.status === 403) {
      cached = null;
      throw new DriveError('auth', `Drive refused the token (${response.status})`);
    }
    if (response.status === 404) throw new DriveError('not-found', 'No such file on Drive');
    if (!response.ok) throw new DriveError('unavailable', `Drive answered ${response.status}`);
    return response;
  }

  async function list(): Promise<DriveFile[]> {
    const q = `name contains '${BACKUP_NAME_PREFIX}' and trashed = false`;
    const params = new URLSearchParams({
      spaces: 'appDataFolder',
      q,
      orderBy: 'modifiedTime desc',
      pageSize: '20',
      fields: `files(${FIELDS})`,
    });
    const body = (await (await request(`/drive/v3/files?${params}`)).json()) as { files?: FileResource[] };
    return (body.files ?? []).map(toFile);
  }

  async function upload(method: 'POST' | 'PATCH', path: string, metadata: object, content: string) {
    const boundary = (options.boundary ?? randomBoundary)();
    const response = await request(`${path}?uploadType=multipart&fields=${FIELDS}`, {
      method,
      headers: { 'Content-Type': `multipart/related; boundary=${boundary}` },
      body: multipartBody(boundary, metadata, content, 'application/json'),
    });
    return toFile((await response.json()) as FileResource);
  }

  return {
    kind: 'google',
    async connect() {
      await token();
      try {
        const about = await request('/drive/v3/about?fields=user(emailAddress)');
        const body = (await about.json()) as { user?: { emailAddress?: string } };
        return { accountEmail: body.user?.emailAddress ?? null };
      } catch (failure) {
        if (failure instanceof DriveError && failure.reason === 'auth') throw failure;
        return { accountEmail: null }; // the account hint is optional
      }
    },
    async save(name, content) {
      const existing = (await list()).find((f) => f.name === name);
      if (existing)
        return upload('PATCH', `/upload/drive/v3/files/${encodeURIComponent(existing.id)}`, { name }, content);
      return upload(
        'POST',
        '/upload/drive/v3/files',
        { name, mimeType: 'application/json', parents: ['appDataFolder'] },
        content,
      );
    },
    list,
    async load(id) {
      return (await request(`/drive/v3/files/${encodeURIComponent(id)}?alt=media`)).text();
    },
  };
}
