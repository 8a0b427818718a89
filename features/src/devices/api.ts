import { bearer, createNewerAccountClient, createOlderAccountClient } from '../backends/account';
import { HttpError, isNewerAccountBackend, type StorefrontConfig } from '../platform';
import {
  DEVICE_NOT_FOUND,
  deviceFrom,
  packCodeFailure,
  packCodeResultFrom,
  requireConsumerId,
  requireUserId,
  type Device,
  type DeviceOwner,
  type DeviceRegistration,
  type DeviceWire,
  type PackCodeResult,
  type PackRegistrationWire,
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

/** Spec section 5: a device answer without its data is 'Device not found'. */
function deviceOf(answer: { data?: DeviceWire | null } | undefined): Device {
  if (!answer?.data) throw new Error(DEVICE_NOT_FOUND);
  return deviceFrom(answer.data);
}

const limitReachedIn = (body: unknown, read: (body: Record<string, unknown>) => unknown) =>
  typeof body === 'object' && body !== null && read(body as Record<string, unknown>) === true;

/** The newer backend, through the client generated from the account OpenAPI document. */
export function createNewerDevicesBackend(config: DevicesConfig): DevicesBackend {
  const api = createNewerAccountClient(config, 'devices');
  const asConsumer = (token: string) => ({ headers: bearer(token) });
  const registration = (
    status: number,
    answer: { data?: DeviceWire | null } | undefined,
  ): DeviceRegistration =>
    status === 202 ? { status: 'accepted' } : { status: 'registered', device: deviceOf(answer) };

  return {
    kind: 'newer',
    async listDevices(owner) {
      const { uuid, token } = requireUserId(owner);
      const { data } = await api.GET('/api/devices', {
        params: { query: { userId: uuid } },
        ...asConsumer(token),
      });
      return (data?.data ?? []).map(deviceFrom);
    },
    async getDevice(owner, code) {
      const { token } = requireConsumerId(owner);
      const { data } = await api.GET('/api/devices/{code}', {
        params: { path: { code } },
        ...asConsumer(token),
      });
      return deviceOf(data);
    },
    async validateCode(code) {
      const { data } = await api.GET('/api/devices/validation/{code}', { params: { path: { code } } });
      return { isValid: data?.data.is_valid === true, isAssigned: data?.data.is_assigned === true };
    },
    async registerDevice(owner, code) {
      const { uuid, token } = requireConsumerId(owner);
      const { data, response } = await api.POST('/api/devices', {
        body: { consumerId: uuid, deviceId: code },
        ...asConsumer(token),
      });
      return registration(response.status, data as { data?: DeviceWire } | undefined);
    },
    async registerGuestDevice(externalId, code) {
      const { data, response } = await api.POST('/api/devices/guest', {
        body: { deviceId: code, externalId },
      });
      return registration(response.status, data as { data?: DeviceWire } | undefined);
    },
    async unassignDevice(owner, code) {
      const { uuid, token } = requireConsumerId(owner);
      await api.PUT('/api/devices/{code}/unassign', {
        params: { path: { code } },
        body: { consumerId: uuid },
        ...asConsumer(token),
      });
    },
    async unassignGuestDevice(externalId, code) {
      await api.PATCH('/api/devices/guest/{code}/unassign', {
        params: { path: { code } },
        body: { externalId },
      });
    },
    async assignDeviceToConsumer(owner, code) {
      const { uuid, token } = requireConsumerId(owner);
      const { data } = await api.PATCH('/api/devices/{code}/consumer', {
        params: { path: { code } },
        body: { consumerId: uuid },
        ...asConsumer(token),
      });
      return deviceOf(data);
    },
    async registerPackCode(owner, code) {
      const { token } = requireConsumerId(owner);
      try {
        const { data } = await api.POST('/api/me/products/register', {
          body: { code },
          ...asConsumer(token),
        });
        if (!data?.data) throw new Error(DEVICE_NOT_FOUND);
        return packCodeResultFrom(data.data);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return packCodeFailure(
          limitReachedIn(
            error.body,
            (body) => (body.data as { limit_reached?: unknown } | null)?.limit_reached,
          ),
        );
      }
    },
  };
}

/** The older backend's device inventory (spec section 7 names its paths; the payloads are the sandbox's). */
const inventory = '/device-inventory/v1/devices';

export function createOlderDevicesBackend(config: DevicesConfig): DevicesBackend {
  const http = createOlderAccountClient(config, 'devices');
  const asConsumer = (token: string) => ({ headers: bearer(token) });
  const registration = ({
    status,
    data,
  }: {
    status: number;
    data: DeviceWire | undefined;
  }): DeviceRegistration =>
    status === 202 ? { status: 'accepted' } : { status: 'registered', device: deviceOf({ data }) };
  const path = (code: string, suffix = '') => `${inventory}/${encodeURIComponent(code)}${suffix}`;

  return {
    kind: 'older',
    async listDevices(owner) {
      const { uuid, token } = requireUserId(owner);
      const { data } = await http.get<{ devices: DeviceWire[] }>(inventory, {
        query: { userId: uuid },
        ...asConsumer(token),
      });
      return data.devices.map(deviceFrom);
    },
    async getDevice(owner, code) {
      const { token } = requireConsumerId(owner);
      const { data } = await http.get<DeviceWire | undefined>(path(code), asConsumer(token));
      return deviceOf({ data });
    },
    async validateCode(code) {
      const { data } = await http.get<{ valid: boolean; assigned: boolean }>(
        `${inventory}/validation/${encodeURIComponent(code)}`,
      );
      return { isValid: data.valid, isAssigned: data.assigned };
    },
    async registerDevice(owner, code) {
      const { uuid, token } = requireConsumerId(owner);
      return registration(
        await http.post<DeviceWire | undefined>(
          inventory,
          { consumerId: uuid, deviceId: code },
          asConsumer(token),
        ),
      );
    },
    async registerGuestDevice(externalId, code) {
      return registration(
        await http.post<DeviceWire | undefined>(`${inventory}/guest`, { deviceId: code, externalId }),
      );
    },
    async unassignDevice(owner, code) {
      const { uuid, token } = requireConsumerId(owner);
      await http.put(path(code, '/unassign'), { consumerId: uuid }, asConsumer(token));
    },
    async unassignGuestDevice(externalId, code) {
      await http.patch(`${inventory}/guest/${encodeURIComponent(code)}/unassign`, { externalId });
    },
    async assignDeviceToConsumer(owner, code) {
      const { uuid, token } = requireConsumerId(owner);
      const { data } = await http.patch<DeviceWire | undefined>(
        path(code, '/consumer'),
        { consumerId: uuid },
        asConsumer(token),
      );
      return deviceOf({ data });
    },
    async registerPackCode(owner, code) {
      const { token } = requireConsumerId(owner);
      try {
        const { data } = await http.post<PackRegistrationWire>(
          '/me/products/register',
          { code },
          asConsumer(token),
        );
        return packCodeResultFrom(data);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return packCodeFailure(limitReachedIn(error.body, (body) => body.limit_reached));
      }
    },
  };
}

/** Spec section 1: the newer backend when the account base URL contains evo. */
export function devicesBackendFor(config: DevicesConfig): DevicesBackend {
  return isNewerAccountBackend(config.backends.account)
    ? createNewerDevicesBackend(config)
    : createOlderDevicesBackend(config);
}
