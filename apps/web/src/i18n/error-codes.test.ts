import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUE, ErrorCode, type ErrorCodeName, LOCALES } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every API error code has a translated `errors.<code>` text in the `user` namespace of every locale (keyed by the
 * number, so no page ships the codes' names), and the client (api/client.ts byCode) never falls back to the
 * server's English catalogue message.
 * OK (code 0) is the success code: it is never shown as an error, so it has no text.
 */

const USER = join(import.meta.dirname, '..', '..', 'public', 'resource', 'i18n', 'user');
const NOT_ERRORS: readonly ErrorCodeName[] = ['OK'];
const CODES = (Object.keys(ErrorCode) as ErrorCodeName[]).filter((name) => !NOT_ERRORS.includes(name));

function errorTexts(locale: string): Record<string, unknown> {
  const messages = JSON.parse(readFileSync(join(USER, `${locale}.json`), 'utf8')) as {
    errors?: Record<string, unknown>;
  };
  return messages.errors ?? {};
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('error code translations', () => {
  it('covers the catalogue (only OK is left out)', () => {
    expect(CODES.length).toBe(Object.keys(ERROR_CATALOGUE).length - NOT_ERRORS.length);
    expect(CODES).toContain('CAPTCHA_REUSED');
  });

  it('keys every code text by its number (a name-keyed text would never be found)', () => {
    const keys = Object.keys(errorTexts('en-US')).filter((key) => /^[A-Z][A-Z_]+$/.test(key));
    expect(keys).toEqual([]);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const texts = errorTexts(locale);
    const english = errorTexts('en-US');

    it.each(CODES)('has the text of %s', (name) => {
      const code = String(ErrorCode[name]);
      const text = texts[code];
      expect(typeof text, `user/${locale}.json errors.${code} (${name})`).toBe('string');
      expect((text as string).trim()).not.toBe('');
      expect(placeholders(text as string)).toEqual(placeholders(String(english[code])));
    });
  });
});
