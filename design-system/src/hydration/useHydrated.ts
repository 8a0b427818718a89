import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/**
 * False in the server's render and while the browser hydrates it, true in every render after: what only the browser
 * has (a history entry, a frame, a script's own handling of a form) is shown from then on, so the hydration pass
 * matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
