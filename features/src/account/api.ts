import { accountBackendKind, type AccountBackend, type AccountConfig } from './accountBackend';
import { createNewerAccountBackend } from './newerBackend';
import { createOlderAccountBackend } from './olderBackend';

export { createNewerAccountBackend, createOlderAccountBackend };

/** The configured account backend (accountBackendKind: spec section 1). */
export function accountBackendFor(config: AccountConfig): AccountBackend {
  return accountBackendKind(config) === 'newer'
    ? createNewerAccountBackend(config)
    : createOlderAccountBackend(config);
}
