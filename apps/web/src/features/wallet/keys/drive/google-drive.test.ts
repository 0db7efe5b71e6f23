// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DRIVE_APPDATA_SCOPE, DriveError } from './drive-backup.ts';
import { type GoogleDouble, parseMultipart, startGoogleDouble } from './google-double.ts';
import { createGoogleDrive, multipartBody } from './google-drive.ts';
import { createNativeDrive } from './native-drive.ts';

let double: GoogleDouble;

/** A token the way the GIS double hands it out (the browser path is covered by the e2e test). */
async function issueToken() {
  const q = new URLSearchParams({ client_id: 'unit.apps.googleusercontent.com', scope: DRIVE_APPDATA_SCOPE });
  const answer = (await (await fetch(`${double.url}/gsi/token?${q}`)).json()) as { access_token: string };
  return { accessToken: answer.access_token, expiresAt: Date.now() + 3_600_000 };
}

beforeAll(async () => {
  double = await startGoogleDouble({ email: 'ana@example.com' });
});
afterAll(async () => {
  await double.close();
});
beforeEach(() => {
  double.files.clear();
  double.requests.length = 0;
});

const backup = (n: number) => JSON.stringify({ format: 'arcadia-wallet-backup', version: 1, n });

describe('Google Drive adapter (Drive v3 REST against a double)', () => {
  it('uploads into appDataFolder with a multipart/related body: JSON metadata, then the file', async () => {
    const drive = createGoogleDrive({ apiUrl: `${double.url}/`, token: issueToken, boundary: () => 'b0undary' });
    expect(await drive.connect()).toEqual({ accountEmail: 'ana@example.com' });
    const saved = await drive.save('arcadia-wallet-backup-0a1b2c3d.json', backup(1));
    expect(saved).toMatchObject({ name: 'arcadia-wallet-backup-0a1b2c3d.json' });
    expect(saved.id).toMatch(/^drv/);

    const create = double.requests.find((r) => r.method === 'POST');
    expect(create?.path).toBe('/upload/drive/v3/files');
    expect(create?.query).toMatchObject({ uploadType: 'multipart', fields: 'id,name,modifiedTime' });
    expect(create?.contentType).toBe('multipart/related; boundary=b0undary');
    expect(create?.authorization).toMatch(/^Bearer double-token-\d+$/);
    const [meta, media] = create?.parts ?? [];
    expect(meta?.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(JSON.parse(meta?.body ?? '{}')).toEqual({
      name: 'arcadia-wallet-backup-0a1b2c3d.json',
      mimeType: 'application/json',
      parents: ['appDataFolder'],
    });
    expect(media?.headers['content-type']).toBe('application/json');
    expect(media?.body).toBe(backup(1));
    expect(double.files.get(saved.id)?.parents).toEqual(['appDataFolder']);
  });

  it('replaces the file of the same name instead of piling up copies, and lists newest first', async () => {
    const drive = createGoogleDrive({ apiUrl: double.url, token: issueToken });
    const first = await drive.save('arcadia-wallet-backup-0a1b2c3d.json', backup(1));
    const again = await drive.save('arcadia-wallet-backup-0a1b2c3d.json', backup(2));
    expect(again.id).toBe(first.id);
    expect(double.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    const other = await drive.save('arcadia-wallet-backup-99999999.json', backup(3));
    const listed = await drive.list();
    expect(listed.map((f) => f.id)).toEqual([other.id, first.id]);
    const listing = double.requests.find((r) => r.method === 'GET' && r.path === '/drive/v3/files');
    expect(listing?.query).toMatchObject({
      spaces: 'appDataFolder',
      orderBy: 'modifiedTime desc',
      fields: 'files(id,name,modifiedTime)',
    });
    expect(listing?.query.q).toBe("name contains 'arcadia-wallet-backup' and trashed = false");
    expect(await drive.load(first.id)).toBe(backup(2));
  });

  it('does not see files outside appDataFolder', async () => {
    double.files.set('mine', {
      id: 'mine',
      name: 'arcadia-wallet-backup-in-my-drive.json',
      mimeType: 'application/json',
      parents: ['root'],
      content: backup(9),
      modifiedTime: new Date().toISOString(),
    });
    const drive = createGoogleDrive({ apiUrl: double.url, token: issueToken });
    expect(await drive.list()).toEqual([]);
  });

  it('maps refusals: a bad token, a missing file, an unreachable host', async () => {
    const bad = createGoogleDrive({
      apiUrl: double.url,
      token: async () => ({ accessToken: 'forged', expiresAt: Date.now() + 60_000 }),
    });
    await expect(bad.list()).rejects.toMatchObject({ name: 'DriveError', reason: 'auth' });
    const drive = createGoogleDrive({ apiUrl: double.url, token: issueToken });
    await expect(drive.load('nope')).rejects.toMatchObject({ reason: 'not-found' });
    const down = createGoogleDrive({ apiUrl: 'http://127.0.0.1:9', token: issueToken });
    await expect(down.list()).rejects.toBeInstanceOf(DriveError);
  });

  it('asks for a token once while it is valid, again when it expires', async () => {
    let asked = 0;
    const drive = createGoogleDrive({
      apiUrl: double.url,
      token: async () => {
        asked += 1;
        const token = await issueToken();
        return asked === 1 ? { ...token, expiresAt: Date.now() + 10_000 } : token; // first one nearly expired
      },
    });
    await drive.list();
    await drive.list();
    await drive.list();
    expect(asked).toBe(2);
  });
});

describe('multipart body', () => {
  it('round-trips through the parser with CRLF framing and a closing boundary', () => {
    const body = multipartBody('xyz', { name: 'a' }, 'line1\r\nline2', 'application/json');
    expect(body.endsWith('--xyz--\r\n')).toBe(true);
    const parts = parseMultipart(body, 'multipart/related; boundary=xyz');
    expect(parts.map((p) => p.body)).toEqual(['{"name":"a"}', 'line1\r\nline2']);
    expect(() => parseMultipart('--xyz\r\nContent-Type: a\r\n\r\nb', 'multipart/related; boundary=xyz')).toThrow();
  });
});

describe('native app Drive (bridge driveFile)', () => {
  it('saves, lists and loads through the bridge actions', async () => {
    const calls: Record<string, unknown>[] = [];
    const store = new Map<string, { name: string; content: string }>();
    const drive = createNativeDrive(async (args) => {
      calls.push(args);
      if (args.action === 'connect') return { account_email: 'budi@example.com' };
      if (args.action === 'save') {
        store.set('n1', { name: String(args.name), content: String(args.content) });
        return { file_id: 'n1', name: args.name, modified_time: '2026-11-22T10:00:00Z' };
      }
      if (args.action === 'list')
        return {
          files: [...store]
            .map(([file_id, f]) => ({ file_id, name: f.name }))
            .concat([{ file_id: 'x', name: 'photo.jpg' }]),
        };
      if (args.action === 'load') {
        const f = store.get(String(args.file_id));
        if (!f) throw new Error('JsBridge [driveFile] error: no such file:404');
        return { content: f.content };
      }
      return {};
    });
    expect(await drive.connect()).toEqual({ accountEmail: 'budi@example.com' });
    expect(await drive.save('arcadia-wallet-backup-1.json', backup(1))).toMatchObject({ id: 'n1' });
    expect((await drive.list()).map((f) => f.name)).toEqual(['arcadia-wallet-backup-1.json']);
    expect(await drive.load('n1')).toBe(backup(1));
    await expect(drive.load('zz')).rejects.toMatchObject({ reason: 'not-found' });
    expect(calls[1]).toMatchObject({ action: 'save', mime_type: 'application/json' });
  });
});
