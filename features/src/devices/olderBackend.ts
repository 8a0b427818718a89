import { bearer, createOlderAccountClient } from '../backends/account';
import { deviceFrom, packCodeResultFrom, requireConsumerId, requireUserId } from './types';
import type { DeviceWire, PackRegistrationWire } from './types';
import {
  deviceOf,
  refusedPackCode,
  registrationOf,
  type DevicesBackend,
  type DevicesConfig,
} from './backend';

/** The older backend's device inventory (spec section 7 names its paths; the payloads are the sandbox's). */
const inventory = '/device-inventory/v1/devices';

export function createOlderDevicesBackend(config: DevicesConfig): DevicesBackend {
  const http = createOlderAccountClient(config, 'devices');
  const asConsumer = (token: string) => ({ headers: bearer(token) });
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
      const { status, data } = await http.post<DeviceWire | undefined>(
        inventory,
        { consumerId: uuid, deviceId: code },
        asConsumer(token),
      );
      return registrationOf(status, data);
    },
    async registerGuestDevice(externalId, code) {
      const { status, data } = await http.post<DeviceWire | undefined>(`${inventory}/guest`, {
        deviceId: code,
        externalId,
      });
      return registrationOf(status, data);
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
        return refusedPackCode(error, (body) => body.limit_reached);
      }
    },
  };
}
