import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import {
  HttpError,
  registeredDeviceFlag,
  track,
  updateStoredUser,
  useConfig,
  failureOf,
  useStoredUser,
  type ShopperFailure,
} from '../platform';
import { devicesBackendFor } from './api';
import {
  registrationProblemOf,
  type Device,
  type DeviceOwner,
  type PackCodeResult,
  type RegistrationProblem,
} from './types';

export function useDevicesBackend() {
  const config = useConfig();
  return useMemo(() => devicesBackendFor(config), [config]);
}

/** What a registration attempt came to, for the widget to say. */
export type RegisterOutcome =
  | { status: 'registered'; device: Device }
  | { status: 'accepted' }
  | { status: 'failed'; problem: RegistrationProblem }
  | { status: 'failed'; failure: ShopperFailure };

/**
 * The signed-in consumer's devices, registering and removing them. The stored user's registered-device flag follows
 * the list (spec section 4): true once a device is registered or listed, false when the list is empty.
 */
export function useDevices() {
  const backend = useDevicesBackend();
  const user = useStoredUser();
  const uuid = user?.uuid;
  const token = user?.session_token;
  const owner = useMemo<DeviceOwner | null>(() => (uuid && token ? { uuid, token } : null), [uuid, token]);
  const { data, error, isLoading, mutate } = useSWR(
    owner ? ['devices', backend.kind, owner.uuid, owner.token] : null,
    async () => {
      const devices = await backend.listDevices(owner);
      updateStoredUser({ has_registered_device: registeredDeviceFlag(devices) });
      return devices;
    },
  );
  const [removing, setRemoving] = useState<string | undefined>();

  const register = useCallback(
    async (code: string): Promise<RegisterOutcome> => {
      try {
        const registration = await backend.registerDevice(owner, code.trim());
        updateStoredUser({ has_registered_device: registeredDeviceFlag(true) });
        if (registration.status === 'registered')
          track('tracking:activity:device_register', { product_type: registration.device.productType });
        await mutate();
        return registration;
      } catch (failure) {
        if (failure instanceof HttpError)
          return { status: 'failed', problem: registrationProblemOf(failure.status) };
        return { status: 'failed', failure: failureOf(failure) };
      }
    },
    [backend, mutate, owner],
  );

  const remove = useCallback(
    /** Whether the device was removed: the widget says which, in the page's words. */
    async (device: Device): Promise<boolean> => {
      setRemoving(device.deviceId);
      try {
        await backend.unassignDevice(owner, device.deviceId);
        track('tracking:activity:device_deregister', { product_type: device.productType });
        await mutate();
        return true;
      } catch {
        // The HTTP core has reported the failure; the device stays listed and the shopper may try again.
        return false;
      } finally {
        setRemoving(undefined);
      }
    },
    [backend, mutate, owner],
  );

  const registerPackCode = useCallback(
    (code: string): Promise<PackCodeResult> => backend.registerPackCode(owner, code.trim()),
    [backend, owner],
  );

  return {
    signedIn: owner !== null,
    devices: data,
    isLoading,
    loadFailed: error !== undefined,
    retry: () => void mutate(),
    register,
    remove,
    removing,
    registerPackCode,
  };
}
