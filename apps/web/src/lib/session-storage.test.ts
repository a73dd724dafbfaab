// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_LOGIN_KEY, readSession, removeSession, writeSession } from './session-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('session storage', () => {
  it('keeps the auth record under the business-login key', () => {
    writeSession(BUSINESS_LOGIN_KEY, { type: 'company' });
    expect(readSession(BUSINESS_LOGIN_KEY)).toEqual({ type: 'company' });
    removeSession(BUSINESS_LOGIN_KEY);
    expect(readSession(BUSINESS_LOGIN_KEY)).toBeNull();
  });

  it('logs "Something went wrong." and returns null when storage fails', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(readSession(BUSINESS_LOGIN_KEY)).toBeNull();
    expect(writeSession(BUSINESS_LOGIN_KEY, { a: 1 })).toBeNull();
    expect(log).toHaveBeenCalledWith('Something went wrong.');
  });

  it('returns null for a record that is not JSON', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.sessionStorage.setItem(BUSINESS_LOGIN_KEY, '{roto');
    expect(readSession(BUSINESS_LOGIN_KEY)).toBeNull();
  });
});
