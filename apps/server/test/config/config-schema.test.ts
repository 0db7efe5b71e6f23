import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { parseSettings, SETTINGS } from '../../src/config-schema.ts';
import { README, readmeWithTable, rowsOf } from './readme-table.ts';

const SRC = join(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('one configuration schema', () => {
  it('declares every variable the server reads', () => {
    const read = new Set<string>();
    const access = /(?:process\.env|settings|env|\bs)(?:\.|\[')([A-Z][A-Z0-9]*_[A-Z0-9_]+)/g;
    for (const file of sources(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(access)) read.add(match[1] as string);
    }
    expect(read.size).toBeGreaterThan(60);
    const undeclared = [...read].filter((name) => !(name in SETTINGS));
    expect(undeclared).toEqual([]);
  });

  it('reads process.env only through the schema', () => {
    const direct = sources(SRC)
      .filter((file) => !/config(-schema)?\.ts$|deploy\/cluster(-cli)?\.ts$/.test(file))
      .filter((file) => /process\.env\.[A-Z]|process\.env\[/.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });

  it('names every bad variable at once, with its value unless it is a secret', () => {
    const { errors } = parseSettings({
      PORT: 'eighty',
      RATE_LOGIN_PER_IP: '0',
      TG_BOTS: 'not json',
      WALLET_ENC_KEY: 'short',
      TURBO_TICK_MS: '100',
    });
    expect(errors).toEqual([
      expect.stringMatching(/^PORT: .*\(got "eighty"\)$/),
      expect.stringMatching(/^RATE_LOGIN_PER_IP: .*\(got "0"\)$/),
      'TG_BOTS: must be a JSON object (got a hidden value)',
      'WALLET_ENC_KEY: must be 64 hex characters (got a hidden value)',
    ]);
    expect(() => loadConfig({ PORT: 'eighty', DEPOSIT_SCAN_MS: '-5' })).toThrow(
      /Bad configuration:\n {2}- PORT: .*\n {2}- DEPOSIT_SCAN_MS: /,
    );
  });

  it('gives typed values and defaults, empty counting as unset', () => {
    const { settings, errors } = parseSettings({ TURBO_TICK_MS: '0', HOST: '', CAPTCHA_MIN_SCORE: '0.7' });
    expect(errors).toEqual([]);
    expect(settings.TURBO_TICK_MS).toBe(0);
    expect(settings.HOST).toBe('0.0.0.0');
    expect(settings.CAPTCHA_MIN_SCORE).toBe(0.7);
    expect(settings.RATE_USER_PER_MINUTE).toBe(300);
    expect(settings.TURBO_SALT).toBeUndefined();
    expect(loadConfig({ PAYMENT_REVIEW_ABOVE_USD: '50' }).settings.PAYMENT_REVIEW_ABOVE_USD).toBe(50);
  });

  it('takes a relative WEB_DIST from the working directory (the static server needs an absolute one)', () => {
    expect(loadConfig({ WEB_DIST: 'apps/web/dist' }).webDist).toBe(resolve('apps/web/dist'));
    expect(loadConfig({ WEB_DIST: '' }).webDist).toBe('');
  });

  it("keeps the README's table as the schema writes it", () => {
    const readme = readFileSync(README, 'utf8');
    expect(rowsOf(readme)).toEqual(rowsOf(readmeWithTable(readme)));
    expect(rowsOf(readme).length).toBeGreaterThan(60);
  });
});
