import { describe, expect, it } from 'vitest';
import { cookies } from './cookies';
import {
  getStoredUser,
  registeredDeviceFlag,
  setStoredUser,
  storedUserFrom,
  updateStoredUser,
} from './storedUser';

describe('stored user rules', () => {
  it('stored user: unique_id defaults to -1', () => {
    expect(storedUserFrom({ uuid: 'u-1' }).unique_id).toBe(-1);
  });

  it('stored user: missing fields take their defaults (empty strings, false flags)', () => {
    expect(storedUserFrom({ email: 'ada@example.com', first_name: undefined })).toEqual({
      consent_renewal_required: false,
      is_age_verified: false,
      is_device_registered: false,
      unique_id: -1,
      first_name: '',
      last_name: '',
      email: 'ada@example.com',
      ciam_token: '',
      magento_token: '',
      session_token: '',
      uuid: '',
      has_registered_device: false,
    });
  });

  it('registered device: true when the device list is non-empty', () => {
    expect(registeredDeviceFlag([{ deviceId: 'd-1' }])).toBe(true);
  });

  it('registered device: false when the device list is empty', () => {
    expect(registeredDeviceFlag([])).toBe(false);
  });

  it('registered device: true when a device was registered', () => {
    expect(registeredDeviceFlag(true)).toBe(true);
    expect(registeredDeviceFlag(false)).toBe(false);
  });

  it('stored user: during server rendering there is no user and writing touches nothing', () => {
    expect(getStoredUser()).toBeNull();
    expect(setStoredUser({ uuid: 'u-1' }).uuid).toBe('u-1');
    expect(getStoredUser()).toBeNull();
    expect(updateStoredUser({ first_name: 'Ada' })).toBeNull();
    expect(cookies.get('isUserLoggedIn')).toBeUndefined();
  });
});
