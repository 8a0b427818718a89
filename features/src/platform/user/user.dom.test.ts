import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookies } from './cookies';
import {
  clearStoredUser,
  getStoredUser,
  setStoredUser,
  subscribeToStoredUser,
  syncStoredUserWithLoginCookie,
  updateStoredUser,
} from './storedUser';

beforeEach(() => {
  window.localStorage.clear();
  Cookies.remove('isUserLoggedIn', { path: '/' });
});

afterEach(() => vi.restoreAllMocks());

const ada = { uuid: 'u-ada', email: 'ada@example.com', first_name: 'Ada', ciam_token: 'ciam', unique_id: 7 };

describe('stored user in the browser', () => {
  it('stored user: login stores the user under the local storage key user with every spec field', () => {
    setStoredUser(ada);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual({
      consent_renewal_required: false,
      is_age_verified: false,
      is_device_registered: false,
      unique_id: 7,
      first_name: 'Ada',
      last_name: '',
      email: 'ada@example.com',
      ciam_token: 'ciam',
      magento_token: '',
      session_token: '',
      uuid: 'u-ada',
      has_registered_device: false,
    });
    expect(getStoredUser()?.uuid).toBe('u-ada');
  });

  it('login cookie: isUserLoggedIn is set for 7 days while the user is set', () => {
    const set = vi.spyOn(Cookies, 'set');
    setStoredUser(ada);
    expect(set).toHaveBeenCalledWith(
      'isUserLoggedIn',
      'true',
      expect.objectContaining({ expires: 7, path: '/' }),
    );
    expect(Cookies.get('isUserLoggedIn')).toBe('true');
  });

  it('login cookie: logout clears the stored user and the cookie', () => {
    setStoredUser(ada);
    clearStoredUser();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(Cookies.get('isUserLoggedIn')).toBeUndefined();
  });

  it('stored user: an update changes only the given fields and renews the login cookie', () => {
    setStoredUser(ada);
    const set = vi.spyOn(Cookies, 'set');
    updateStoredUser({ has_registered_device: true });
    expect(getStoredUser()).toMatchObject({ first_name: 'Ada', has_registered_device: true });
    expect(set).toHaveBeenCalledWith('isUserLoggedIn', 'true', expect.objectContaining({ expires: 7 }));
  });

  it('stored user: an update for a guest creates no user', () => {
    expect(updateStoredUser({ has_registered_device: true })).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('stored user: the same stored text gives the same object (stable snapshot)', () => {
    setStoredUser(ada);
    expect(getStoredUser()).toBe(getStoredUser());
  });

  it('stored user: unreadable JSON counts as a guest and is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('user', '{broken');
    expect(getStoredUser()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('cookie sync: once the login cookie has expired the stored user is cleared', () => {
    window.localStorage.setItem('user', JSON.stringify(ada));
    syncStoredUserWithLoginCookie();
    expect(getStoredUser()).toBeNull();
  });

  it('cookie sync: while the login cookie lasts the stored user stays', () => {
    setStoredUser(ada);
    syncStoredUserWithLoginCookie();
    expect(getStoredUser()?.uuid).toBe('u-ada');
  });

  it('cookie sync: errors are logged only, never thrown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('user', JSON.stringify(ada));
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('storage disabled', 'SecurityError');
    });
    expect(() => syncStoredUserWithLoginCookie()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      '[stored user] could not sync the login cookie to local storage',
      expect.any(DOMException),
    );
  });

  it('stored user: subscribers hear this tab’s changes and other tabs’ storage events', () => {
    setStoredUser(ada);
    const listener = vi.fn();
    const unsubscribe = subscribeToStoredUser(listener);
    updateStoredUser({ last_name: 'Lovelace' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

describe('cookie helper', () => {
  it('cookies: a cookie lasts 365 days unless told otherwise', () => {
    const set = vi.spyOn(Cookies, 'set');
    cookies.set('preferredStore', 'berlin');
    expect(set).toHaveBeenCalledWith(
      'preferredStore',
      'berlin',
      expect.objectContaining({ expires: 365, path: '/' }),
    );
    expect(cookies.get('preferredStore')).toBe('berlin');
    cookies.remove('preferredStore');
    expect(cookies.get('preferredStore')).toBeUndefined();
  });

  it('cookies: the caller can choose how many days a cookie lasts', () => {
    const set = vi.spyOn(Cookies, 'set');
    cookies.set('banner', 'seen', { days: 30 });
    expect(set).toHaveBeenCalledWith('banner', 'seen', expect.objectContaining({ expires: 30 }));
  });
});
