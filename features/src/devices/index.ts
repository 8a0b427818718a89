export { createNewerDevicesBackend, createOlderDevicesBackend, devicesBackendFor } from './api';
export type { DevicesBackend, DevicesConfig } from './api';
export {
  CONSUMER_ID_NOT_DEFINED,
  DEVICE_NOT_FOUND,
  deviceFrom,
  MissingIdError,
  packCodeFailure,
  packCodeResultFrom,
  registrationProblemOf,
  USER_ID_NOT_DEFINED,
} from './types';
export type { Device, DeviceOwner, DeviceRegistration, PackCodeResult, RegistrationProblem } from './types';
export { useDevices, useDevicesBackend } from './hooks';
export type { RegisterOutcome } from './hooks';
export { devicesMessages } from './messages';
