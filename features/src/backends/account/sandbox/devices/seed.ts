import type { Device } from '../../contract/devices';

/** Ada's account uuid in the account sandbox (ada@example.com: a verified adult with a device). */
const ADA_UUID = 'a1d4c0de-0000-4000-8000-000000000001';

/** Someone outside the demo accounts who already owns a device (409 for everyone else). */
const SOMEONE_ELSE = 'c0ffee00-0000-4000-8000-00000000beef';

export type SandboxDevice = Device;

const device = (
  fields: Partial<SandboxDevice> & Pick<SandboxDevice, 'deviceId' | 'deviceName'>,
): SandboxDevice => ({
  consumerId: '',
  externalId: '',
  countryCode: 'DE',
  iotTenantCode: 'sandbox',
  isBluetooth: true,
  isVirtual: false,
  productColor: 'Slate',
  productType: 'heater',
  productVersion: '4.0',
  randomCode: fields.deviceId.slice(-4),
  registrationDate: '',
  tenantCode: 'SBX',
  tenantCodeString: 'sandbox',
  trackingCode: `TRK-${fields.deviceId}`,
  userAssignmentDate: '',
  userId: fields.consumerId ?? '',
  warrantyExpiryDate: '',
  productId: 'heater-4',
  ...fields,
});

/**
 * The device inventory. Codes the demo documents: DEVICE-NEW-0002 and DEVICE-NEW-0003 register, DEVICE-TAKEN-0009
 * belongs to someone else (409), DEVICE-SLOW-0004 is accepted for later (202), DEVICE-FAULTY-0005 fails (500); any
 * other well-formed code is not a registration code (406) and a malformed one is a bad request (400).
 */
export const sandboxDevices: readonly SandboxDevice[] = [
  device({
    deviceId: 'DEVICE-ADA-0001',
    deviceName: 'Ada’s heater',
    consumerId: ADA_UUID,
    registrationDate: '2025-03-14',
    userAssignmentDate: '2025-03-14',
    warrantyExpiryDate: '2027-03-14',
  }),
  device({ deviceId: 'DEVICE-NEW-0002', deviceName: 'Heater 4 (Slate)' }),
  device({
    deviceId: 'DEVICE-NEW-0003',
    deviceName: 'Heater 4 Duo (Copper)',
    productColor: 'Copper',
    productType: 'heater-duo',
  }),
  device({ deviceId: 'DEVICE-SLOW-0004', deviceName: 'Heater 4 (Sand)', productColor: 'Sand' }),
  device({ deviceId: 'DEVICE-FAULTY-0005', deviceName: 'Heater 4 (faulty)' }),
  device({
    deviceId: 'DEVICE-TAKEN-0009',
    deviceName: 'Heater 4 (taken)',
    consumerId: SOMEONE_ELSE,
    registrationDate: '2024-01-02',
  }),
];

/** Pack codes: one registers with an inventory, one is genuine but over the limit, one is a fake, one is capped. */
export const sandboxPackCodes: Readonly<
  Record<string, { genuine: boolean; registrable: boolean; inventory: boolean; capped?: boolean }>
> = {
  'PACK-GENUINE-0001': { genuine: true, registrable: true, inventory: true },
  'PACK-LIMIT-0002': { genuine: true, registrable: true, inventory: false },
  'PACK-FAKE-0003': { genuine: false, registrable: false, inventory: false },
  'PACK-CAPPED-0004': { genuine: true, registrable: false, inventory: false, capped: true },
};
