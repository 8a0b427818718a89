import { bearer, createNewerAccountClient } from '../backends/account';
import { DEVICE_NOT_FOUND, deviceFrom, packCodeResultFrom, requireConsumerId, requireUserId } from './types';
import type { DeviceWire } from './types';
import {
  deviceOf,
  refusedPackCode,
  registrationOf,
  type DevicesBackend,
  type DevicesConfig,
} from './backend';

/** The newer backend, through the client generated from the account OpenAPI document. */
export function createNewerDevicesBackend(config: DevicesConfig): DevicesBackend {
  const api = createNewerAccountClient(config, 'devices');
  const asConsumer = (token: string) => ({ headers: bearer(token) });

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
      return registrationOf(response.status, (data as { data?: DeviceWire } | undefined)?.data);
    },
    async registerGuestDevice(externalId, code) {
      const { data, response } = await api.POST('/api/devices/guest', {
        body: { deviceId: code, externalId },
      });
      return registrationOf(response.status, (data as { data?: DeviceWire } | undefined)?.data);
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
        return refusedPackCode(
          error,
          (body) => (body.data as { limit_reached?: unknown } | null)?.limit_reached,
        );
      }
    },
  };
}
