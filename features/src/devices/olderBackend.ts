import { bearer, createOlderAccountClient } from '../backends/account';
import { HttpError } from '../platform';
import {
  deviceFrom,
  packCodeFailure,
  packCodeResultFrom,
  requireConsumerId,
  requireUserId,
  type DeviceRegistration,
  type DeviceWire,
  type PackRegistrationWire,
} from './types';
import { deviceOf, limitReachedIn, type DevicesBackend, type DevicesConfig } from './backend';

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
