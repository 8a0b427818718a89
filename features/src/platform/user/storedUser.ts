import { cookies } from './cookies';

/** The signed-in shopper as kept in the browser (spec section 3). */
export interface StoredUser {
  consent_renewal_required: boolean;
  is_age_verified: boolean;
  is_device_registered: boolean;
  unique_id: number;
  first_name: string;
  last_name: string;
  email: string;
  ciam_token: string;
  magento_token: string;
  session_token: string;
  uuid: string;
  has_registered_device: boolean;
}

export const STORED_USER_KEY = 'user';
export const LOGGED_IN_COOKIE = 'isUserLoggedIn';
/** Spec section 9: the login flag cookie lasts 7 days while the user is set. */
export const LOGGED_IN_COOKIE_DAYS = 7;

export const storedUserDefaults: StoredUser = {
  consent_renewal_required: false,
  is_age_verified: false,
  is_device_registered: false,
  unique_id: -1,
  first_name: '',
  last_name: '',
  email: '',
  ciam_token: '',
  magento_token: '',
  session_token: '',
  uuid: '',
  has_registered_device: false,
};

/** A complete stored user from what a login or profile call returned; missing fields take their defaults. */
export function storedUserFrom(fields: Partial<StoredUser>): StoredUser {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...storedUserDefaults, ...defined };
}

/**
 * Spec section 4: the registered-device flag is true when the device list is non-empty or a device was
 * just registered, false when the list is empty.
 */
export function registeredDeviceFlag(devicesOrRegistered: readonly unknown[] | boolean): boolean {
  return Array.isArray(devicesOrRegistered) ? devicesOrRegistered.length > 0 : devicesOrRegistered === true;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// The snapshot must be the same object while storage holds the same text, or React re-renders forever.
let cached: { raw: string | null; user: StoredUser | null } = { raw: null, user: null };

function readRaw(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(STORED_USER_KEY);
  } catch (error) {
    console.warn('[stored user] local storage is not readable', error);
    return null;
  }
}

/** The signed-in shopper, or null for a guest (and always null during server rendering). */
export function getStoredUser(): StoredUser | null {
  const raw = readRaw();
  if (raw === cached.raw) return cached.user;
  let user: StoredUser | null = null;
  if (raw !== null) {
    try {
      user = storedUserFrom(JSON.parse(raw) as Partial<StoredUser>);
    } catch (error) {
      console.warn('[stored user] the stored user is not valid JSON; treating the shopper as a guest', error);
    }
  }
  cached = { raw, user };
  return user;
}

function write(user: StoredUser): void {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  cookies.set(LOGGED_IN_COOKIE, 'true', { days: LOGGED_IN_COOKIE_DAYS });
  notify();
}

/** Stores the shopper on login and sets the 7-day login cookie. */
export function setStoredUser(user: Partial<StoredUser>): StoredUser {
  const complete = storedUserFrom(user);
  if (typeof window !== 'undefined') write(complete);
  return complete;
}

/** Changes some fields of the signed-in shopper; a guest has no stored user, so nothing is created. */
export function updateStoredUser(changes: Partial<StoredUser>): StoredUser | null {
  const current = getStoredUser();
  if (!current) return null;
  const updated = storedUserFrom({ ...current, ...changes });
  write(updated);
  return updated;
}

/** Forgets the shopper on logout: the stored user and the login cookie. */
export function clearStoredUser(): void {
  if (typeof window === 'undefined') return;
  window.localStorage.removeItem(STORED_USER_KEY);
  cookies.remove(LOGGED_IN_COOKIE);
  notify();
}

const expiryListeners = new Set<() => void>();

/**
 * Ends a session a service no longer accepts (the account's session token, the commerce customer token): the shopper
 * is forgotten as on logout, and whoever listens (the account pages) sends them to sign in again.
 */
export function expireStoredUser(): void {
  if (getStoredUser() === null) return;
  clearStoredUser();
  for (const listener of expiryListeners) listener();
}

/** Hears a session that ended because a service refused it (not a logout). */
export function subscribeToSessionExpiry(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => void expiryListeners.delete(listener);
}

/**
 * Keeps local storage in step with the login cookie: once the cookie has expired the session is over,
 * so the stored user goes too. Spec section 8: a failure here is logged only, never shown.
 */
export function syncStoredUserWithLoginCookie(): void {
  try {
    if (getStoredUser() && cookies.get(LOGGED_IN_COOKIE) === undefined) clearStoredUser();
  } catch (error) {
    console.warn('[stored user] could not sync the login cookie to local storage', error);
  }
}

function onOtherTabChange(event: StorageEvent): void {
  if (event.key === STORED_USER_KEY || event.key === null) notify();
}

/** For useSyncExternalStore: hears this tab's changes and other tabs' through the storage event. */
export function subscribeToStoredUser(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onOtherTabChange);
    syncStoredUserWithLoginCookie();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onOtherTabChange);
  };
}
