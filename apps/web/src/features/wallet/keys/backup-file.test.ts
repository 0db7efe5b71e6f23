import { describe, expect, it } from 'vitest';
import { BackupError, decryptBackup, encryptBackup, parseBackup } from './backup-file.ts';

const input = {
  share: 'arcw1.0a1b2c3d.01020304',
  fingerprint: '0a1b2c3d',
  addresses: { evm: '0xabc', sol: 'Sol1' },
  password: 'correct horse battery',
  iterations: 1000,
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

  it('uses a fresh salt and iv each time', async () => {
    const [a, b] = await Promise.all([encryptBackup(input), encryptBackup(input)]);
    expect(a.kdf.salt).not.toBe(b.kdf.salt);
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(a.kdf.iterations).toBe(1000);
    expect((await encryptBackup({ ...input, iterations: undefined })).kdf.iterations).toBe(600_000);
  });

  it('refuses short passwords and foreign files', async () => {
    expect(await failure(encryptBackup({ ...input, password: 'short' }))).toBe('password');
    expect(() => parseBackup('{"format":"other"}')).toThrow(BackupError);
    expect(() => parseBackup('not json')).toThrow(BackupError);
  });
});
