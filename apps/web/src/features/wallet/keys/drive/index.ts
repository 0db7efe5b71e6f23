import { wallet } from '@arcadia/contract';
import { api } from '../../../../api/client.ts';
import { getHost } from '../../../../hosts/host.ts';
import { type BackupFile, backupFileName, parseBackup } from '../backup-file.ts';
import { type DriveBackup, DriveError } from './drive-backup.ts';
import { gisTokenSource, preloadGis } from './gis-token.ts';
import { createGoogleDrive } from './google-drive.ts';
import { createNativeDrive } from './native-drive.ts';

/**
 * The Drive backup flows, loaded only when the backup or recovery flow offers Drive (dynamic import from
 * the drawer). The server records where the file is (put_goole_drive_info); the file never goes there.
 */
export interface GoogleSettings {
  client_id: string;
  gis_url: string;
  api_url: string;
}

/** The native app's Drive when the bridge has `driveFile`, else Google's when the server configured a client id. */
export function openDrive(google: GoogleSettings | null): DriveBackup | null {
  const host = getHost();
  if (host.can('driveFile') && host.driveFile) return createNativeDrive(host.driveFile);
  if (!google) return null;
  return createGoogleDrive({ apiUrl: google.api_url, token: gisTokenSource(google.client_id, google.gis_url) });
}

export function prepareDrive(google: GoogleSettings | null) {
  if (google && !getHost().can('driveFile')) preloadGis(google.gis_url);
}

export interface DriveSaved {
  fileId: string;
  fileName: string;
  accountEmail: string | null;
}

/** Uploads an encrypted backup file and records where it is. */
export async function saveBackupToDrive(drive: DriveBackup, file: BackupFile, accountEmail: string | null) {
  const name = backupFileName(file.fingerprint);
  const saved = await drive.save(name, JSON.stringify(file, null, 2));
  await api(wallet.putGooleDriveInfo, {
    file_id: saved.id,
    file_name: saved.name || name,
    ...(accountEmail ? { account_email: accountEmail } : {}),
  });
  return { fileId: saved.id, fileName: saved.name || name, accountEmail } satisfies DriveSaved;
}

/**
 * The backup file's text from Drive: the file the server recorded, else the newest backup in the app's
 * folder (a file recorded from another Google account or deleted since is looked up again).
 */
export async function loadBackupFromDrive(drive: DriveBackup, recordedId: string | null) {
  if (recordedId) {
    try {
      const text = await drive.load(recordedId);
      parseBackup(text);
      return { text, fileId: recordedId };
    } catch (failure) {
      if (!(failure instanceof DriveError && failure.reason === 'not-found')) throw failure;
    }
  }
  const [newest] = await drive.list();
  if (!newest) throw new DriveError('not-found', 'No backup in this Drive');
  return { text: await drive.load(newest.id), fileId: newest.id };
}

export { DriveError };
