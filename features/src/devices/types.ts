import { CONSUMER_ID_NOT_DEFINED, consumerIdOf, MissingIdError } from '../platform';
import type { Device } from '../backends/account';
import type { DevicesMessageKey } from './messages';

export type { Device } from '../backends/account';

const deviceDefaults: Device = {
  consumerId: '',
  deviceId: '',
  externalId: '',
  countryCode: '',
  iotTenantCode: '',
  isBluetooth: false,
  isVirtual: false,
  productColor: '',
  productType: '',
  productVersion: '',
  randomCode: '',
  registrationDate: '',
  tenantCode: '',
  tenantCodeString: '',
  trackingCode: '',
  userAssignmentDate: '',
  userId: '',
  warrantyExpiryDate: '',
  deviceName: '',
  productId: '',
};

/** The wire form: any field may be missing or null. */
export type DeviceWire = { [K in keyof Device]?: Device[K] | null };

/** A device from either backend's answer, with the spec's defaults for what is missing. */
export function deviceFrom(wire: DeviceWire): Device {
  const device = { ...deviceDefaults };
  for (const key of Object.keys(deviceDefaults) as Array<keyof Device>) {
    const value = wire[key];
    if (typeof value === typeof deviceDefaults[key]) Object.assign(device, { [key]: value });
  }
  return device;
}

/** The signed-in consumer a device call is made for: the account uuid and the identity token. */
export interface DeviceOwner {
  uuid: string;
  token: string;
}

// Spec section 5: device and account actions need a consumer id; the account domain checks it the same way.
export { CONSUMER_ID_NOT_DEFINED, MissingIdError };
/** Spec section 5: device lists need a user id. */
export const USER_ID_NOT_DEFINED = 'User id is not defined';
/** Spec section 5: a device answer without its data. */
export const DEVICE_NOT_FOUND = 'Device not found';

export function requireConsumerId(owner: Partial<DeviceOwner> | null | undefined): DeviceOwner {
  return { uuid: consumerIdOf(owner), token: owner?.token ?? '' };
}

export function requireUserId(owner: Partial<DeviceOwner> | null | undefined): DeviceOwner {
  if (!owner?.uuid) throw new MissingIdError(USER_ID_NOT_DEFINED);
  return { uuid: owner.uuid, token: owner.token ?? '' };
}

/** Registration succeeded (201) or was accepted and completes shortly (spec section 8: 202). */
export type DeviceRegistration = { status: 'registered'; device: Device } | { status: 'accepted' };

/** What the shopper reads when a registration fails: a title per status and, where it helps, what to do. */
export interface RegistrationProblem {
  status: number;
  title: DevicesMessageKey;
  action?: DevicesMessageKey;
}

const registrationTitles: Record<number, DevicesMessageKey> = {
  400: 'devices.register.error.400',
  401: 'devices.register.error.401',
  406: 'devices.register.error.406',
  409: 'devices.register.error.409',
  500: 'devices.register.error.500',
};

/** Spec section 8: only 400, 401 and 500 are worth trying again later; a wrong or taken code is not. */
const tryLaterStatuses = new Set([400, 401, 500]);

/** Titles and actions of spec section 8; any other status is a processing error. */
export function registrationProblemOf(status: number): RegistrationProblem {
  const known = status in registrationTitles ? status : 500;
  return {
    status,
    title: registrationTitles[known]!,
    ...(tryLaterStatuses.has(known) ? { action: 'devices.register.action.tryLater' as const } : {}),
  };
}

/** Spec section 3: the outcome of registering a pack code. */
export interface PackCodeResult {
  hasError: boolean;
  isValid: boolean;
  limitReached: boolean;
  loyalty_rule: Record<string, unknown> | null;
}

export interface PackRegistrationWire {
  inventory?: Record<string, unknown> | null;
  is_genuine: boolean;
  is_registrable: boolean;
  loyalty_rule?: Record<string, unknown> | null;
}

/**
 * Spec section 4: a pack code is valid when the answer has an inventory; the limit is reached when the item is
 * genuine and registrable but has no inventory.
 */
export function packCodeResultFrom(wire: PackRegistrationWire): PackCodeResult {
  const hasInventory = wire.inventory != null;
  return {
    hasError: false,
    isValid: hasInventory,
    limitReached: !hasInventory && wire.is_genuine && wire.is_registrable,
    loyalty_rule: wire.loyalty_rule ?? null,
  };
}

/** Spec section 8: a failed pack registration has an error, with limitReached from the error body. */
export function packCodeFailure(limitReached: boolean): PackCodeResult {
  return { hasError: true, isValid: false, limitReached, loyalty_rule: null };
}
