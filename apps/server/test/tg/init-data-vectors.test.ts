import { describe, expect, it } from 'vitest';
import { TELEGRAM_PUBLIC_KEYS, validateInitData } from '../../src/services/tg/init-data.ts';

/**
 * A published vector, not one made by our own signer: the initData example of the Telegram Mini Apps platform
 * documentation (docs.telegram-mini-apps.com, "Init Data"), also used in the README of the sanvew/telegram-init-data
 * validation library. Its auth_date is from 2022, so the age limit is set wide for it.
 */
const BOT_TOKEN = '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';
const INIT_DATA =
  'query_id=AAHdF6IQAAAAAN0XohDhrOrc' +
  '&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D' +
  '&auth_date=1662771648' +
  '&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';
const publicKeyHex = Object.values(TELEGRAM_PUBLIC_KEYS)[0] as string;
const WIDE = { botToken: BOT_TOKEN, maxAgeSeconds: 20 * 365 * 24 * 3600, publicKeyHex };

describe('initData: the published vector', () => {
  it('validates with its bot token', () => {
    expect(validateInitData(INIT_DATA, WIDE).ok).toBe(true);
  });

  it('fails with another token, a changed user, or under the normal age limit', () => {
    expect(
      validateInitData(INIT_DATA, { ...WIDE, botToken: '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx9' }).ok,
    ).toBe(false);
    expect(validateInitData(INIT_DATA.replace('vdkfrost', 'vdkfrosT'), WIDE).ok).toBe(false);
    expect(validateInitData(INIT_DATA, { ...WIDE, maxAgeSeconds: 86_400 })).toEqual({
      ok: false,
      reason: 'stale',
    });
  });
});

describe('initData: auth_date ahead of the clock', () => {
  it('is refused past a minute of skew (it would otherwise stay fresh for as long as it is ahead)', async () => {
    const { makeInitData, BOT_TOKEN, publicKeyHex: key } = await import('./tg-fixtures.ts');
    const now = Math.floor(Date.now() / 1000);
    const options = { botToken: BOT_TOKEN, maxAgeSeconds: 3600, publicKeyHex: key };
    expect(validateInitData(makeInitData({ authDate: now + 30 }), options).ok).toBe(true);
    expect(validateInitData(makeInitData({ authDate: now + 86_400 * 365 }), options)).toEqual({
      ok: false,
      reason: 'future',
    });
  });
});
