import { base64 } from '@scure/base';

/**
 * The player's backup share as a downloadable file: the share encrypted with AES-256-GCM under a key
 * stretched from the player's password with PBKDF2-SHA256 (600,000 rounds, OWASP 2023). The header
 * (format, version, fingerprint) is bound to the ciphertext as associated data, so it cannot be swapped.
 */
export const BACKUP_FORMAT = 'arcadia-wallet-backup';
export const BACKUP_VERSION = 1;
export const PBKDF2_ITERATIONS = 600_000;
export { MIN_PASSWORD_LENGTH } from './limits.ts';

import { MIN_PASSWORD_LENGTH } from './limits.ts';

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  fingerprint: string;
  createdAt: string;
  addresses: { evm: string; sol: string; ton?: string };
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  cipher: { name: 'AES-GCM'; iv: string };
  ciphertext: string;
}

export class BackupError extends Error {
  readonly reason: 'format' | 'password';
  constructor(reason: 'format' | 'password', message: string) {
    super(message);
    this.name = 'BackupError';
    this.reason = reason;
  }
}

const encoder = new TextEncoder();

async function passwordKey(password: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(password.normalize('NFKC')), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function associatedData(fingerprint: string): Uint8Array {
  return encoder.encode(`${BACKUP_FORMAT}/${BACKUP_VERSION}/${fingerprint}`);
}

export interface BackupInput {
  share: string;
  fingerprint: string;
  addresses: { evm: string; sol: string; ton?: string };
  password: string;
  /** Only tests lower this. */
  iterations?: number;
}

export async function encryptBackup(input: BackupInput): Promise<BackupFile> {
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new BackupError('password', 'password too short');
  const iterations = input.iterations ?? PBKDF2_ITERATIONS;
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await passwordKey(input.password, salt, iterations);
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData(input.fingerprint) as BufferSource },
    key,
    encoder.encode(input.share),
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    fingerprint: input.fingerprint,
    createdAt: new Date().toISOString(),
    addresses: input.addresses,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: base64.encode(salt) },
    cipher: { name: 'AES-GCM', iv: base64.encode(iv) },
    ciphertext: base64.encode(new Uint8Array(sealed)),
  };
}

/** Reads a backup file's text; throws BackupError('format') for a foreign file. */
export function parseBackup(text: string): BackupFile {
  let data: Partial<BackupFile>;
  try {
    data = JSON.parse(text) as Partial<BackupFile>;
  } catch {
    throw new BackupError('format', 'not a backup file');
  }
  const ok =
    data?.format === BACKUP_FORMAT &&
    data.version === BACKUP_VERSION &&
    typeof data.fingerprint === 'string' &&
    typeof data.ciphertext === 'string' &&
    typeof data.kdf?.salt === 'string' &&
    Number.isInteger(data.kdf.iterations) &&
    typeof data.cipher?.iv === 'string';
  if (!ok) throw new BackupError('format', 'not a backup file');
  return data as BackupFile;
}

/** Returns the backup share; a wrong password (or a tampered file) throws BackupError('password'). */
export async function decryptBackup(file: BackupFile, password: string): Promise<string> {
  const key = await passwordKey(password, base64.decode(file.kdf.salt), file.kdf.iterations);
  try {
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: base64.decode(file.cipher.iv) as BufferSource,
        additionalData: associatedData(file.fingerprint) as BufferSource,
      },
      key,
      base64.decode(file.ciphertext) as BufferSource,
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new BackupError('password', 'wrong password or damaged file');
  }
}

export function backupFileName(fingerprint: string): string {
  return `arcadia-wallet-backup-${fingerprint}.json`;
}

/** Offers the backup as a download (a Blob URL, no network). */
export function downloadBackup(file: BackupFile) {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = backupFileName(file.fingerprint);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
