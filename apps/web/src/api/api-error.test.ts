import { describe, expect, it } from 'vitest';
import { ApiError, errorText, isSilentError } from './api-error.ts';

const texts = { network: 'Network error, please try again.' };

describe('error text (spec section 8)', () => {
  it('a business error shows its message', () => {
    expect(errorText(new ApiError('business', 'The code is not correct.', 200, 2101), texts)).toBe(
      'The code is not correct.',
    );
  });

  it('uses the translated text for a catalogue code when there is one', () => {
    const error = new ApiError('business', 'The code is not correct.', 200, 2101);
    expect(errorText(error, { ...texts, byCode: (code) => (code === 2101 ? 'Mã không đúng.' : undefined) })).toBe(
      'Mã không đúng.',
    );
  });

  it("field errors show 'msg: [field] message'", () => {
    const error = new ApiError('business', 'Some fields are not valid.', 200, 4000, {
      phone: ['must be a phone number'],
    });
    expect(errorText(error, texts)).toBe('Some fields are not valid.: [phone] must be a phone number');
  });

  it('FETCH_ERROR, PARSING_ERROR and CUSTOM_ERROR show the status and the text', () => {
    expect(errorText(new ApiError('PARSING_ERROR', 'Bad Gateway', 502), texts)).toBe('502 Bad Gateway');
    expect(errorText(new ApiError('CUSTOM_ERROR', 'Too many requests', 429, 4290), texts)).toBe(
      '429 Too many requests',
    );
    expect(errorText(new ApiError('FETCH_ERROR', 'timeout', 504), texts)).toBe('504 timeout');
  });

  it('a network failure shows the generic text plus the message', () => {
    expect(errorText(new ApiError('FETCH_ERROR', 'Failed to fetch', 0), texts)).toBe(
      'Network error, please try again. Failed to fetch',
    );
    expect(errorText(new TypeError('boom'), texts)).toBe('Network error, please try again. boom');
  });

  it("unknown shows 'null'", () => {
    expect(errorText(undefined, texts)).toBe('null');
    expect(errorText({}, texts)).toBe('null');
    expect(errorText(new ApiError('business', '', 200, 2999), texts)).toBe('null');
  });
});

describe('silent errors', () => {
  it('ERROR_OUT_OF_NEWBIE in both spellings is never reported', () => {
    expect(isSilentError(new ApiError('business', 'ERROR_OUT_OF_NEWBIE', 200, 2301))).toBe(true);
    expect(isSilentError(new ApiError('business', 'ERROR_OUTOF_NEWBIE', 200, 9999))).toBe(true);
    expect(isSilentError(new ApiError('business', 'other', 200, 2301))).toBe(true);
    expect(isSilentError(new ApiError('business', 'The code is not correct.', 200, 2101))).toBe(false);
  });

  it('business errors are not retried; server failures are', () => {
    expect(new ApiError('business', 'x', 200, 2101).business).toBe(true);
    expect(new ApiError('CUSTOM_ERROR', 'x', 400, 4000).business).toBe(true);
    expect(new ApiError('CUSTOM_ERROR', 'x', 503, 5030).business).toBe(false);
    expect(new ApiError('FETCH_ERROR', 'x', 0).business).toBe(false);
  });
});
