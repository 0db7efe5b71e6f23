import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { addMessages, getLocale, type Messages, setLocale, translate } from '../../i18n/i18n.ts';
import { walletErrorMessage } from './errors.ts';

const I18N = join(import.meta.dirname, '../../../public/resource/i18n');
const load = (namespace: string) => JSON.parse(readFileSync(join(I18N, namespace, 'vi-VN.json'), 'utf8')) as Messages;
const t = (key: string) => translate('vi-VN', 'wallet', key);

describe('walletErrorMessage', () => {
  const before = getLocale();
  beforeAll(() => {
    addMessages('user', 'vi-VN', load('user'));
    addMessages('wallet', 'vi-VN', load('wallet'));
    setLocale('vi-VN');
  });
  afterAll(() => setLocale(before));

  it('shows the translated catalogue text of a server error, not the English message', () => {
    const error = new ApiError('business', 'Bind a wallet address first.', 200, ErrorCode.WALLET_NOT_BOUND);
    const text = walletErrorMessage(error, t);
    expect(text).toBe(translate('vi-VN', 'user', 'errors.2003'));
    expect(text).not.toContain('Bind a wallet');
  });

  it('keeps the wallet texts for a short balance and an expired quote', () => {
    expect(walletErrorMessage(new ApiError('business', 'x', 200, ErrorCode.INSUFFICIENT_BALANCE), t)).toBe(
      t('errors.insufficient'),
    );
    expect(walletErrorMessage(new ApiError('business', 'x', 200, ErrorCode.QUOTE_EXPIRED), t)).toBe(
      t('errors.quoteExpired'),
    );
  });

  it('falls back to the generic wallet text for an unknown failure', () => {
    expect(walletErrorMessage(new Error('boom'), t)).toBe(t('errors.generic'));
  });
});
