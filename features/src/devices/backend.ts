import { HttpError, type StorefrontConfig } from '../platform';
import {
  DEVICE_NOT_FOUND,
  deviceFrom,
  packCodeFailure,
  type Device,
  type DeviceOwner,
  type DeviceRegistration,
  type DeviceWire,
  type PackCodeResult,
} from './types';

/** Device and pack-code calls, the same for both account backends; widgets and hooks only see this. */
export interface DevicesBackend {
  readonly kind: 'newer' | 'older';
  listDevices(owner: Partial<DeviceOwner> | null): Promise<Device[]>;
  getDevice(owner: Partial<DeviceOwner> | null, code: string): Promise<Device>;
  /** Whether a code can be registered, before asking the shopper to confirm. */
  validateCode(code: string): Promise<{ isValid: boolean; isAssigned: boolean }>;
  registerDevice(owner: Partial<DeviceOwner> | null, code: string): Promise<DeviceRegistration>;
  /** A guest registers a device under the external id that identifies them (spec section 6). */
  registerGuestDevice(externalId: string, code: string): Promise<DeviceRegistration>;
  unassignDevice(owner: Partial<DeviceOwner> | null, code: string): Promise<void>;
  unassignGuestDevice(externalId: string, code: string): Promise<void>;
  /** Moves a guest's device to the consumer, e.g. after the guest signs up. */
  assignDeviceToConsumer(owner: Partial<DeviceOwner> | null, code: string): Promise<Device>;
  /** Never throws for a refused code: the result says what happened (spec section 8). */
  registerPackCode(owner: Partial<DeviceOwner> | null, code: string): Promise<PackCodeResult>;
}

export type DevicesConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** Spec section 5 (both backends): a device answer without its data is 'Device not found'. */
export function deviceOf(answer: { data?: DeviceWire | null } | undefined): Device {
  if (!answer?.data) throw new Error(DEVICE_NOT_FOUND);
  return deviceFrom(answer.data);
}

/** A registration's answer on both backends: 202 when the inventory takes it later, else the device registered. */
export const registrationOf = (status: number, data: DeviceWire | null | undefined): DeviceRegistration =>
  status === 202 ? { status: 'accepted' } : { status: 'registered', device: deviceOf({ data }) };

/**
 * A refused pack code as its result (spec section 8: never thrown), whether the shopper reached their limit read
 * where each backend puts it in the refusal's body; anything but a refusal is thrown on.
 */
export function refusedPackCode(
  error: unknown,
  limitReached: (body: Record<string, unknown>) => unknown,
): PackCodeResult {
  if (!(error instanceof HttpError)) throw error;
  const body = error.body;
  return packCodeFailure(
    typeof body === 'object' && body !== null && limitReached(body as Record<string, unknown>) === true,
  );
}
