import { BACKUP_NAME_PREFIX, type DriveBackup, DriveError, type DriveFile } from './drive-backup.ts';

/**
 * The native app's Drive: the bridge method `driveFile` (docs/hosts.md) with an `action`:
 *   connect -> {account_email?};  save {name, mime_type, content} -> {file_id, name, modified_time?};
 *   list {prefix} -> {files: [{file_id, name, modified_time?}]};  load {file_id} -> {content}.
 * The app signs in with its own Google client and keeps the files in its appDataFolder.
 */
type Call = (args: Record<string, unknown>) => Promise<unknown>;

interface NativeFile {
  file_id?: unknown;
  name?: unknown;
  modified_time?: unknown;
}

function toFile(f: NativeFile | undefined): DriveFile {
  if (!f || typeof f.file_id !== 'string' || !f.file_id)
    throw new DriveError('unavailable', 'The app answered no file id');
  return {
    id: f.file_id,
    name: typeof f.name === 'string' ? f.name : '',
    modifiedTime: typeof f.modified_time === 'string' ? f.modified_time : null,
  };
}

async function bridged<T>(call: Call, args: Record<string, unknown>): Promise<T> {
  try {
    return ((await call(args)) ?? {}) as T;
  } catch (failure) {
    const message = (failure as Error).message ?? '';
    throw new DriveError(/:404$/.test(message) ? 'not-found' : 'unavailable', message);
  }
}

export function createNativeDrive(call: Call): DriveBackup {
  return {
    kind: 'native',
    async connect() {
      const answer = await bridged<{ account_email?: unknown }>(call, { action: 'connect' });
      return { accountEmail: typeof answer.account_email === 'string' ? answer.account_email : null };
    },
    async save(name, content) {
      return toFile(await bridged<NativeFile>(call, { action: 'save', name, mime_type: 'application/json', content }));
    },
    async list() {
      const answer = await bridged<{ files?: NativeFile[] }>(call, { action: 'list', prefix: BACKUP_NAME_PREFIX });
      return (answer.files ?? [])
        .map(toFile)
        .filter((f) => f.name.startsWith(BACKUP_NAME_PREFIX))
        .sort((a, b) => (b.modifiedTime ?? '').localeCompare(a.modifiedTime ?? ''));
    },
    async load(id) {
      const answer = await bridged<{ content?: unknown }>(call, { action: 'load', file_id: id });
      if (typeof answer.content !== 'string') throw new DriveError('not-found', 'The app answered no content');
      return answer.content;
    },
  };
}
