/**
 * Where the player's third share (the password-encrypted backup file) can be kept besides a download:
 * their own Google Drive. One interface, two implementations: `google-drive.ts` (Google Identity Services
 * token + Drive v3 REST, in the browser) and `native-drive.ts` (the native app's bridge `driveFile`).
 * Files live in the hidden per-app `appDataFolder` space, so only this app (client id) sees them.
 */
export interface DriveFile {
  id: string;
  name: string;
  /** RFC 3339, when Drive reports it. */
  modifiedTime: string | null;
}

export interface DriveBackup {
  readonly kind: 'google' | 'native';
  /** Asks the player for access (a Google popup; call it from a tap). Answers the account email when known. */
  connect(): Promise<{ accountEmail: string | null }>;
  /** Saves `content` as `name` (replacing a file of that name), answers the stored file. */
  save(name: string, content: string): Promise<DriveFile>;
  /** Backup files, newest first. */
  list(): Promise<DriveFile[]>;
  /** The content of one file. */
  load(id: string): Promise<string>;
}

export type DriveErrorReason = 'cancelled' | 'auth' | 'not-found' | 'unavailable';

export class DriveError extends Error {
  readonly reason: DriveErrorReason;
  constructor(reason: DriveErrorReason, message: string) {
    super(message);
    this.name = 'DriveError';
    this.reason = reason;
  }
}

/** Backup files are named arcadia-wallet-backup-<fingerprint>.json (keys/backup-file.ts). */
export const BACKUP_NAME_PREFIX = 'arcadia-wallet-backup';
/** The narrowest Drive scope: the app's own hidden folder. */
export const DRIVE_APPDATA_SCOPE = 'https://www.googleapis.com/auth/drive.appdata';
