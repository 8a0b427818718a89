import { isNewerAccountBackend } from '../platform';
import type { DevicesBackend, DevicesConfig } from './backend';
import { createNewerDevicesBackend } from './newerBackend';
import { createOlderDevicesBackend } from './olderBackend';

export type { DevicesBackend, DevicesConfig } from './backend';
export { createNewerDevicesBackend, createOlderDevicesBackend };

/** Spec section 1: the newer backend when the account base URL contains evo. */
export function devicesBackendFor(config: DevicesConfig): DevicesBackend {
  return isNewerAccountBackend(config.backends.account)
    ? createNewerDevicesBackend(config)
    : createOlderDevicesBackend(config);
}
