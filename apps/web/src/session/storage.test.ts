import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredLogin, readStoredLogin, readSubBrandLogin, StorageKey, SubBrandStorageKey } from './storage.ts';

/** Logging out clears both brands' stored keys: startup would otherwise log back in with the sub-brand's. */
describe('stored login', () => {
  afterEach(() => localStorage.clear());

  it('clears the main brand and the sub-brand keys together', () => {
    localStorage.setItem(StorageKey.USER_ID, '100001');
    localStorage.setItem(StorageKey.SECRET_KEY, 'a'.repeat(64));
    localStorage.setItem(SubBrandStorageKey.USER_ID, '100001');
    localStorage.setItem(SubBrandStorageKey.SECRET_KEY, 'a'.repeat(64));
    expect(readSubBrandLogin()).toBeDefined();
    clearStoredLogin();
    expect(readStoredLogin()).toBeUndefined();
    expect(readSubBrandLogin()).toBeUndefined();
    expect(localStorage.getItem(SubBrandStorageKey.SECRET_KEY)).toBeNull();
  });
});
