export type { components, paths, paths as AccountEvoPaths } from './generated/account-evo';
export type { Device } from './contract/devices';
export { checkPassword, NO_PASSWORD_REQUIREMENTS, passwordRequirementsOf } from './contract/wire';
export type {
  BackendAddress,
  ConsentAnswer,
  CustomAttribute,
  LegacyProfile,
  PasswordRequirements,
  PasswordRule,
  PasswordSettingsWire,
  Registration,
} from './contract/wire';
export { bearer, createNewerAccountClient, createOlderAccountClient } from './client';
export type { AccountServiceConfig, AccountServicePart } from './client';
