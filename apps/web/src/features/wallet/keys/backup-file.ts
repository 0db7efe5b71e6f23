import { argon2idAsync } from '@noble/hashes/argon2.js';
import { base64 } from '@scure/base';

/**
 * The player's backup share as a downloadable file: the share encrypted with AES-256-GCM under a key
 * stretched from the player's password. Version 2 files use argon2id (19 MiB, 2 passes, 1 lane: OWASP's
 * password-storage floor); version 1 files (PBKDF2-SHA256, 600,000 rounds) are still read. Cost parameters read
 * from a file are capped, so a crafted file cannot make the phone spend minutes or gigabytes. The header (format,
 * version, fingerprint) is bound to the ciphertext as associated data, so it cannot be swapped.
 */
export const BACKUP_FORMAT = 'arcadia-wallet-backup';
const BACKUP_VERSION = 2;
export const ARGON2ID_COST = { m: 19_456, t: 2, p: 1 } as const;
/** The most a file may ask for: 64 MiB, 6 passes, 4 lanes (argon2id); 2,000,000 rounds (PBKDF2, version 1). */
const MAX_ARGON2ID_COST = { m: 65_536, t: 6, p: 4 } as const;
const MAX_PBKDF2_ITERATIONS = 2_000_000;

export { MIN_PASSWORD_LENGTH } from './limits.ts';

import { MIN_PASSWORD_LENGTH } from './limits.ts';

type BackupKdf =
  | { name: 'argon2id'; m: number; t: number; p: number; salt: string }
  | { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: 1 | 2;
  fingerprint: string;
  createdAt: string;
  addresses: { evm: string; sol: string; ton?: string };
  kdf: BackupKdf;
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

async function passwordKey(password: string, kdf: BackupKdf): Promise<CryptoKey> {
  const secret = encoder.encode(password.normalize('NFKC'));
  const salt = base64.decode(kdf.salt);
  if (kdf.name === 'PBKDF2') {
    const material = await crypto.subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveKey']);
    return crypto.subtle.deriveKey(
      { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: kdf.iterations },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    );
  }
  const raw = await argon2idAsync(secret, salt, { m: kdf.m, t: kdf.t, p: kdf.p, dkLen: 32, asyncTick: 20 });
  return crypto.subtle.importKey('raw', raw as BufferSource, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function associatedData(version: number, fingerprint: string): Uint8Array {
  return encoder.encode(`${BACKUP_FORMAT}/${version}/${fingerprint}`);
}

function costWithinCaps(kdf: Partial<BackupKdf> | undefined): boolean {
  if (!kdf || typeof kdf.salt !== 'string') return false;
  const within = (value: unknown, min: number, max: number) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
  if (kdf.name === 'PBKDF2') return within(kdf.iterations, 1, MAX_PBKDF2_ITERATIONS);
  if (kdf.name === 'argon2id')
    return (
      within(kdf.p, 1, MAX_ARGON2ID_COST.p) &&
      within(kdf.m, 8 * (kdf.p as number), MAX_ARGON2ID_COST.m) &&
      within(kdf.t, 1, MAX_ARGON2ID_COST.t)
    );
  return false;
}

export interface BackupInput {
  share: string;
  fingerprint: string;
  addresses: { evm: string; sol: string; ton?: string };
  password: string;
  /** Only tests lower this. */
  cost?: { m: number; t: number; p: number };
}

export async function encryptBackup(input: BackupInput): Promise<BackupFile> {
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new BackupError('password', 'password too short');
  const kdf: BackupKdf = {
    name: 'argon2id',
    ...(input.cost ?? ARGON2ID_COST),
    salt: base64.encode(crypto.getRandomValues(new Uint8Array(16))),
  };
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await passwordKey(input.password, kdf);
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData(BACKUP_VERSION, input.fingerprint) as BufferSource },
    key,
    encoder.encode(input.share),
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    fingerprint: input.fingerprint,
    createdAt: new Date().toISOString(),
    addresses: input.addresses,
    kdf,
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
  const kdfOk =
    (data?.version === 1 && data.kdf?.name === 'PBKDF2') || (data?.version === 2 && data.kdf?.name === 'argon2id');
  const ok =
    data?.format === BACKUP_FORMAT &&
    kdfOk &&
    costWithinCaps(data.kdf) &&
    typeof data.fingerprint === 'string' &&
    typeof data.ciphertext === 'string' &&
    typeof data.cipher?.iv === 'string';
  if (!ok) throw new BackupError('format', 'not a backup file');
  return data as BackupFile;
}

/** Returns the backup share; a wrong password (or a tampered file) throws BackupError('password'). */
export async function decryptBackup(file: BackupFile, password: string): Promise<string> {
  if (!costWithinCaps(file.kdf)) throw new BackupError('format', 'not a backup file');
  const key = await passwordKey(password, file.kdf);
  try {
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: base64.decode(file.cipher.iv) as BufferSource,
        additionalData: associatedData(file.version, file.fingerprint) as BufferSource,
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
