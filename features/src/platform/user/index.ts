export { CONSUMER_ID_NOT_DEFINED, consumerIdOf, MissingIdError } from './consumerId';
export { COOKIE_DEFAULT_DAYS, cookies } from './cookies';
export type { CookieOptions } from './cookies';
export { identityOf, NotSignedInError, storedIdentity } from './identity';
export type { ShopperIdentity } from './identity';
export {
  clearStoredUser,
  expireStoredUser,
  getStoredUser,
  LOGGED_IN_COOKIE,
  LOGGED_IN_COOKIE_DAYS,
  registeredDeviceFlag,
  setStoredUser,
  STORED_USER_KEY,
  storedUserDefaults,
  storedUserFrom,
  subscribeToSessionExpiry,
  subscribeToStoredUser,
  syncStoredUserWithLoginCookie,
  updateStoredUser,
} from './storedUser';
export type { StoredUser } from './storedUser';
export { useStoredUser } from './useStoredUser';
