import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  ARGON2ID_COST,
  BACKUP_FORMAT,
  BackupError,
  type BackupFile,
  decryptBackup,
  encryptBackup,
  parseBackup,
} from './backup-file.ts';

const input = {
  share: 'arcw1.0a1b2c3d.01020304',
  fingerprint: '0a1b2c3d',
  addresses: { evm: '0xabc', sol: 'Sol1' },
  password: 'correct horse battery',
  cost: { m: 64, t: 1, p: 1 },
};

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BackupError) return error.reason;
    throw error;
  }
  return 'resolved';
}

/** A version 1 file (PBKDF2-SHA256), made the way the first release made them. */
async function versionOneFile(password: string, iterations: number): Promise<BackupFile> {
  const encoder = new TextEncoder();
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(`${BACKUP_FORMAT}/1/${input.fingerprint}`) },
    key,
    encoder.encode(input.share),
  );
  return {
    format: BACKUP_FORMAT,
    version: 1,
    fingerprint: input.fingerprint,
    createdAt: new Date().toISOString(),
    addresses: input.addresses,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: base64.encode(salt) },
    cipher: { name: 'AES-GCM', iv: base64.encode(iv) },
    ciphertext: base64.encode(new Uint8Array(sealed)),
  };
}

describe('backup file', () => {
  it('round-trips through JSON text with the right password', async () => {
    const file = await encryptBackup(input);
    expect(file.ciphertext).not.toContain('0a1b2c3d.01020304');
    const reread = parseBackup(JSON.stringify(file));
    expect(await decryptBackup(reread, input.password)).toBe(input.share);
  });

  it('a wrong password fails', async () => {
    const file = await encryptBackup(input);
    expect(await failure(decryptBackup(file, 'correct horse battery!'))).toBe('password');
  });

  it('a swapped header (fingerprint) fails authentication', async () => {
    const file = await encryptBackup(input);
    expect(await failure(decryptBackup({ ...file, fingerprint: 'ffffffff' }, input.password))).toBe('password');
  });

  it('uses a fresh salt and iv each time, and argon2id at the OWASP cost by default', async () => {
    const [a, b] = await Promise.all([encryptBackup(input), encryptBackup(input)]);
    expect(a.kdf.salt).not.toBe(b.kdf.salt);
    expect(a.ciphertext).not.toBe(b.ciphertext);
    const standard = await encryptBackup({ ...input, cost: undefined });
    expect(standard).toMatchObject({ version: 2, kdf: { name: 'argon2id', ...ARGON2ID_COST } });
    expect(await decryptBackup(standard, input.password)).toBe(input.share);
  }, 60_000);

  it('still opens version 1 (PBKDF2) files', async () => {
    const old = parseBackup(JSON.stringify(await versionOneFile(input.password, 1000)));
    expect(await decryptBackup(old, input.password)).toBe(input.share);
    expect(await failure(decryptBackup(old, 'not the password'))).toBe('password');
  });

  it('refuses files asking for more work than the caps allow', async () => {
    const file = await encryptBackup(input);
    const greedy = [
      { ...file.kdf, m: 1_048_576 },
      { ...file.kdf, t: 100 },
      { ...file.kdf, p: 64 },
    ];
    for (const kdf of greedy) {
      expect(() => parseBackup(JSON.stringify({ ...file, kdf }))).toThrow(BackupError);
      expect(await failure(decryptBackup({ ...file, kdf } as BackupFile, input.password))).toBe('format');
    }
    const old = await versionOneFile(input.password, 1000);
    expect(() => parseBackup(JSON.stringify({ ...old, kdf: { ...old.kdf, iterations: 50_000_000 } }))).toThrow(
      BackupError,
    );
  });

  it('refuses short passwords and foreign files', async () => {
    expect(await failure(encryptBackup({ ...input, password: 'short' }))).toBe('password');
    expect(() => parseBackup('{"format":"other"}')).toThrow(BackupError);
    expect(() => parseBackup('not json')).toThrow(BackupError);
  });
});
