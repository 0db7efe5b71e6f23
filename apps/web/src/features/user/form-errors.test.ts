import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { checks, formErrorsOf, fullPhone } from './form-errors.ts';

const t = (key: string) => (key === 'errors.2101' ? 'Mã không đúng.' : key === 'errors.network' ? 'Lỗi mạng.' : key);

describe('form errors from the envelope', () => {
  it('field errors go under their fields', () => {
    const error = new ApiError('CUSTOM_ERROR', 'Some fields are not valid.', 400, 4000, {
      phone: ['must be a phone number like +84901234567'],
      password: ['must be at least 8 characters', 'other'],
    });
    expect(formErrorsOf(error, t)).toEqual({
      fields: { phone: 'must be a phone number like +84901234567', password: 'must be at least 8 characters' },
    });
  });

  it('codes that belong to a field go under it, translated', () => {
    expect(formErrorsOf(new ApiError('business', 'The code is not correct.', 200, 2101), t)).toEqual({
      fields: { otp_code: 'Mã không đúng.' },
    });
  });

  it('other refusals are a message for the whole form', () => {
    expect(formErrorsOf(new ApiError('CUSTOM_ERROR', 'Too many requests', 429, 4290), t)).toEqual({
      fields: {},
      form: '429 Too many requests',
    });
    expect(formErrorsOf(new ApiError('FETCH_ERROR', 'Failed to fetch', 0), t).form).toBe('Lỗi mạng. Failed to fetch');
  });
});

describe('phone input', () => {
  it('joins the dialing code and the local number', () => {
    expect(fullPhone('+84', '0901 234-567')).toBe('+84901234567');
    expect(fullPhone('+66', '812345678')).toBe('+66812345678');
  });
  it('checks digits, codes and passwords like the contract', () => {
    expect(checks.phoneDigits('901234567')).toBe(true);
    expect(checks.phoneDigits('12')).toBe(false);
    expect(checks.otp('123456')).toBe(true);
    expect(checks.otp('12345a')).toBe(false);
    expect(checks.password('1234567')).toBe(false);
  });
});
