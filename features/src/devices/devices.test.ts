import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountBackendFor } from '../account';
import { resetAccountSandbox, SANDBOX_PASSWORD } from '../backends/account/sandbox';
import { configFromEnv, en, HttpError, sandboxPaths, translate } from '../platform';
import { sandboxHandlers } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { accountBackends } from '../platform/sandbox/testing';
import { devicesBackendFor } from './api';
import { fixDevicesSandboxClock, resetDevicesSandbox } from '../backends/account/sandbox';
import {
  CONSUMER_ID_NOT_DEFINED,
  DEVICE_NOT_FOUND,
  deviceFrom,
  packCodeFailure,
  packCodeResultFrom,
  registrationProblemOf,
  USER_ID_NOT_DEFINED,
  type DeviceOwner,
} from './types';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandboxServer(sandboxHandlers);
});
afterAll(() => sandbox.close());
beforeEach(() => {
  resetAccountSandbox();
  resetDevicesSandbox();
});

const configFor = (path: string, env: Record<string, string> = {}) =>
  configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}`, ...env }, sandbox.origin);

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe.each(accountBackends)('devices on the %s backend', (kind, path) => {
  const devices = () => devicesBackendFor(configFor(path));
  async function signIn(email: string): Promise<DeviceOwner> {
    const session = await accountBackendFor(configFor(path)).signIn({ email, password: SANDBOX_PASSWORD });
    return { uuid: session.uuid, token: session.token };
  }

  it('devices: the base URL decides which backend answers (evo means newer)', () => {
    expect(devices().kind).toBe(kind);
  });

  it('devices: a consumer lists their own devices, with the spec defaults for missing fields', async () => {
    const [device, ...others] = await devices().listDevices(await signIn('ada@example.com'));
    expect(others).toEqual([]);
    expect(device).toMatchObject({
      deviceId: 'DEVICE-ADA-0001',
      isVirtual: false,
      registrationDate: '2025-03-14',
    });
    expect(await devices().listDevices(await signIn('new@example.com'))).toEqual([]);
  });

  it("devices: listing without a user id fails with 'User id is not defined'", async () => {
    await expect(devices().listDevices({ uuid: '', token: 'x' })).rejects.toThrow(USER_ID_NOT_DEFINED);
    await expect(devices().listDevices(null)).rejects.toThrow(USER_ID_NOT_DEFINED);
  });

  it("devices: registering, unassigning or assigning without a consumer id fails with 'Consumer ID is not defined'", async () => {
    await expect(devices().registerDevice(null, 'DEVICE-NEW-0002')).rejects.toThrow(CONSUMER_ID_NOT_DEFINED);
    await expect(devices().unassignDevice({ token: 't' }, 'DEVICE-ADA-0001')).rejects.toThrow(
      CONSUMER_ID_NOT_DEFINED,
    );
    await expect(devices().assignDeviceToConsumer(undefined as never, 'DEVICE-NEW-0002')).rejects.toThrow(
      CONSUMER_ID_NOT_DEFINED,
    );
    await expect(devices().registerPackCode(null, 'PACK-GENUINE-0001')).rejects.toThrow(
      CONSUMER_ID_NOT_DEFINED,
    );
  });

  it('devices: a registered code joins the consumer’s list', async () => {
    const noor = await signIn('new@example.com');
    const registration = await devices().registerDevice(noor, 'DEVICE-NEW-0002');
    expect(registration).toMatchObject({
      status: 'registered',
      device: { deviceId: 'DEVICE-NEW-0002', consumerId: noor.uuid },
    });
    expect((await devices().listDevices(noor)).map((device) => device.deviceId)).toEqual(['DEVICE-NEW-0002']);
    expect(await devices().getDevice(noor, 'DEVICE-NEW-0002')).toMatchObject({
      deviceName: 'Heater 4 (Slate)',
    });
  });

  it('devices sandbox: a registration is stamped with the sandbox clock’s day, the warranty two years on', async () => {
    const restoreClock = fixDevicesSandboxClock(new Date('2025-06-02T10:00:00Z'));
    try {
      const registration = await devices().registerDevice(await signIn('new@example.com'), 'DEVICE-NEW-0002');
      expect(registration).toMatchObject({
        status: 'registered',
        device: {
          registrationDate: '2025-06-02',
          userAssignmentDate: '2025-06-02',
          warrantyExpiryDate: '2027-06-02',
        },
      });
    } finally {
      restoreClock();
    }
  });

  it('devices: a registration the inventory completes later is 202 accepted', async () => {
    expect(await devices().registerDevice(await signIn('new@example.com'), 'DEVICE-SLOW-0004')).toEqual({
      status: 'accepted',
    });
  });

  it.each([
    ['lower-case code!', 400],
    ['DEVICE-UNKNOWN-7777', 406],
    ['DEVICE-TAKEN-0009', 409],
    ['DEVICE-FAULTY-0005', 500],
  ])('devices: registering %s is refused with status %i', async (code, status) => {
    const error = await failureOf(devices().registerDevice(await signIn('new@example.com'), code));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  });

  it('devices: a signed-in call without a live identity token is 401', async () => {
    const noor = await signIn('new@example.com');
    await accountBackendFor(configFor(path)).signOut(noor);
    expect(await failureOf(devices().listDevices(noor))).toMatchObject({ status: 401 });
    expect(await failureOf(devices().registerDevice(noor, 'DEVICE-NEW-0002'))).toMatchObject({ status: 401 });
  });

  it('devices: every call carries the tenant token (a wrong tenant is refused)', async () => {
    const elsewhere = devicesBackendFor(configFor(path, { TENANT_TOKEN: 'someone-else' }));
    expect(await failureOf(elsewhere.validateCode('DEVICE-NEW-0002'))).toMatchObject({ status: 403 });
  });

  it('devices: validating a code says whether it exists and is assigned', async () => {
    expect(await devices().validateCode('DEVICE-NEW-0002')).toEqual({ isValid: true, isAssigned: false });
    expect(await devices().validateCode('DEVICE-ADA-0001')).toEqual({ isValid: true, isAssigned: true });
    expect(await devices().validateCode('DEVICE-UNKNOWN-7777')).toEqual({
      isValid: false,
      isAssigned: false,
    });
  });

  it('devices: unassigning removes the device from the list; another consumer’s device is not found', async () => {
    const ada = await signIn('ada@example.com');
    const noor = await signIn('new@example.com');
    expect(await failureOf(devices().unassignDevice(noor, 'DEVICE-ADA-0001'))).toMatchObject({ status: 404 });
    await devices().unassignDevice(ada, 'DEVICE-ADA-0001');
    expect(await devices().listDevices(ada)).toEqual([]);
  });

  it('devices: a guest registers and unassigns a device under their external id', async () => {
    expect(await devices().registerGuestDevice('guest-42', 'DEVICE-NEW-0003')).toMatchObject({
      status: 'registered',
      device: { deviceId: 'DEVICE-NEW-0003', externalId: 'guest-42', consumerId: '' },
    });
    expect(await failureOf(devices().unassignGuestDevice('guest-7', 'DEVICE-NEW-0003'))).toMatchObject({
      status: 404,
    });
    await devices().unassignGuestDevice('guest-42', 'DEVICE-NEW-0003');
    expect(await devices().validateCode('DEVICE-NEW-0003')).toEqual({ isValid: true, isAssigned: false });
  });

  it('devices: a guest’s device is assigned to the consumer; someone else’s is 409', async () => {
    const noor = await signIn('new@example.com');
    await devices().registerGuestDevice('guest-42', 'DEVICE-NEW-0003');
    expect(await devices().assignDeviceToConsumer(noor, 'DEVICE-NEW-0003')).toMatchObject({
      consumerId: noor.uuid,
      externalId: '',
    });
    expect(await failureOf(devices().assignDeviceToConsumer(noor, 'DEVICE-TAKEN-0009'))).toMatchObject({
      status: 409,
    });
  });

  it('pack code: valid when the answer has an inventory', async () => {
    expect(await devices().registerPackCode(await signIn('ada@example.com'), 'PACK-GENUINE-0001')).toEqual({
      hasError: false,
      isValid: true,
      limitReached: false,
      loyalty_rule: { event_name: 'pack_code_registered', points: 10 },
    });
  });

  it('pack code: limit reached when genuine and registrable without an inventory', async () => {
    expect(
      await devices().registerPackCode(await signIn('ada@example.com'), 'PACK-LIMIT-0002'),
    ).toMatchObject({
      hasError: false,
      isValid: false,
      limitReached: true,
    });
  });

  it('pack code: a refused code returns hasError with limitReached from the error body', async () => {
    const ada = await signIn('ada@example.com');
    expect(await devices().registerPackCode(ada, 'PACK-FAKE-0003')).toEqual(packCodeFailure(false));
    expect(await devices().registerPackCode(ada, 'PACK-CAPPED-0004')).toEqual(packCodeFailure(true));
  });
});

describe('device answers without data', () => {
  it("devices: a newer-backend device answer without its data field is 'Device not found'", async () => {
    const empty = http.get(`*${sandboxPaths.accountEvo}/api/devices/:code`, () =>
      HttpResponse.json({ code: 200, message: 'OK' }),
    );
    const broken = await startSandboxServer([empty]);
    try {
      const config = configFromEnv(
        { ACCOUNT_API_URL: `${broken.origin}${sandboxPaths.accountEvo}` },
        broken.origin,
      );
      await expect(
        devicesBackendFor(config).getDevice({ uuid: 'u', token: 't' }, 'DEVICE-ADA-0001'),
      ).rejects.toThrow(DEVICE_NOT_FOUND);
    } finally {
      await broken.close();
    }
  });
});

describe('device rules', () => {
  it('device: strings default to empty and booleans to false', () => {
    expect(deviceFrom({ deviceId: 'D-1', isBluetooth: null, deviceName: null })).toMatchObject({
      deviceId: 'D-1',
      deviceName: '',
      isBluetooth: false,
      isVirtual: false,
      warrantyExpiryDate: '',
    });
  });

  it.each([
    [400, 'Bad request', 'Try later'],
    [401, 'Unauthorized user', 'Try later'],
    [406, 'Invalid registration code', undefined],
    [409, 'Registered already to another user', undefined],
    [500, 'Processing error', 'Try later'],
  ])('device registration: status %i has the title %s and the action %s', (status, title, action) => {
    const problem = registrationProblemOf(status);
    expect(translate(en, problem.title)).toBe(title);
    expect(problem.action && translate(en, problem.action)).toBe(action);
  });

  it('device registration: an unlisted failure status reads as a processing error to try later', () => {
    expect(registrationProblemOf(503)).toEqual({
      status: 503,
      title: 'devices.register.error.500',
      action: 'devices.register.action.tryLater',
    });
  });

  it('pack code: genuine but not registrable without an inventory is neither valid nor over the limit', () => {
    expect(packCodeResultFrom({ inventory: null, is_genuine: true, is_registrable: false })).toMatchObject({
      isValid: false,
      limitReached: false,
    });
  });
});
