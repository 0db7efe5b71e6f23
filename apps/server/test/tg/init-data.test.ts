import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import { parseBots } from '../../src/services/tg/bots.ts';
import { dataCheckString, parseFields, validateInitData } from '../../src/services/tg/init-data.ts';
import { BOT_TOKEN, makeInitData, OTHER_TOKEN, publicKeyHex, signingKey, tamper } from './tg-fixtures.ts';

const options = { botToken: BOT_TOKEN, maxAgeSeconds: 3600, publicKeyHex };

describe('initData validation (Telegram scheme)', () => {
  it('accepts data signed with the bot token', () => {
    const result = validateInitData(makeInitData(), options);
    expect(result.ok).toBe(true);
  });

  it('builds the data-check-string sorted by key, joined by newlines, without hash', () => {
    const fields = parseFields('user=%7B%7D&auth_date=1&hash=ab&query_id=q') ?? new Map();
    expect(dataCheckString(fields, ['hash'])).toBe('auth_date=1\nquery_id=q\nuser={}');
  });

  it('refuses a changed field, a changed hash, and another bot token', () => {
    const data = makeInitData();
    expect(validateInitData(tamper(data, 'user', '{"id":1}'), options)).toEqual({ ok: false, reason: 'bad_hash' });
    expect(validateInitData(tamper(data, 'hash', '0'.repeat(64)), options)).toEqual({ ok: false, reason: 'bad_hash' });
    expect(validateInitData(makeInitData({ token: OTHER_TOKEN }), options)).toEqual({ ok: false, reason: 'bad_hash' });
    expect(validateInitData('auth_date=1', options)).toEqual({ ok: false, reason: 'no_hash' });
    expect(validateInitData('', options)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses auth_date older than the limit, accepts it inside', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(validateInitData(makeInitData({ authDate: now - 3601 }), options)).toEqual({ ok: false, reason: 'stale' });
    expect(validateInitData(makeInitData({ authDate: now - 3500 }), options).ok).toBe(true);
    expect(validateInitData(makeInitData({ authDate: now - 100 }), { ...options, maxAgeSeconds: 60 }).ok).toBe(false);
  });

  it('checks the Ed25519 third-party signature when present', () => {
    expect(validateInitData(makeInitData({ signWith: signingKey }), options).ok).toBe(true);
    const stranger = ed25519.utils.randomSecretKey();
    expect(validateInitData(makeInitData({ signWith: stranger }), options)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('reads several bots from TG_BOTS and refuses a malformed token', () => {
    expect([...parseBots('{"a_bot":"1:x","b_bot":"2:y"}').keys()]).toEqual(['a_bot', 'b_bot']);
    expect(() => parseBots('{"a_bot":"nope"}')).toThrow();
    expect(() => parseBots('[1]')).toThrow();
  });
});
