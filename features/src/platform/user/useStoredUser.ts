import { useSyncExternalStore } from 'react';
import { getStoredUser, subscribeToStoredUser, type StoredUser } from './storedUser';

// The server cannot see local storage, so server HTML and hydration both render "no user"; React then
// re-renders with the stored user, and hydration never mismatches.
const noUserOnTheServer = () => null;

/** The signed-in shopper (null for a guest), kept current across this tab and others. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeToStoredUser, getStoredUser, noUserOnTheServer);
}
