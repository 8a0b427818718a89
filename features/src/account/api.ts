import { isNewerAccountBackend } from '../platform';
import type { AccountBackend, AccountConfig } from './accountBackend';
import { createNewerAccountBackend } from './newerBackend';
import { createOlderAccountBackend } from './olderBackend';

export { createNewerAccountBackend, createOlderAccountBackend };

/** Spec section 1: the newer backend when the configured base URL contains evo, else the older one. */
export function accountBackendFor(config: AccountConfig): AccountBackend {
  return isNewerAccountBackend(config.backends.account)
    ? createNewerAccountBackend(config)
    : createOlderAccountBackend(config);
}
