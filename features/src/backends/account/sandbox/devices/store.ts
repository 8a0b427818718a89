import { BoundedMap } from '../../../../platform/sandbox/bounded';
import { emitSandboxEvent } from '../../../../platform/sandbox/events';
import { ownValue } from '../../../../platform/sandbox/requests';
import { sandboxDevices, sandboxPackCodes, type SandboxDevice } from './seed';

/** What happened to a device call; each backend's handlers turn it into their own wire shape. */
export type Outcome<T = undefined> =
  | { ok: true; status: number; value: T }
  | { ok: false; status: number; message: string; limitReached?: boolean };

const ok = <T>(value: T, status = 200): Outcome<T> => ({ ok: true, status, value });
const refuse = (status: number, message: string, limitReached?: boolean): Outcome<never> => ({
  ok: false,
  status,
  message,
  ...(limitReached === undefined ? {} : { limitReached }),
});

const fresh = () => new Map(sandboxDevices.map((device) => [device.deviceId, structuredClone(device)]));
let devices = fresh();
const registeredPackCodes = new Set<string>();
/** Devices the loyalty service credited, per consumer: removing a device and registering it again earns nothing. */
const creditedDevices = new BoundedMap<string, true>();

/** Tells the loyalty service of a consumer's device, the first time that consumer registers it. */
function creditRegistration(code: string, consumerId: string) {
  const key = `${consumerId} ${code}`;
  if (creditedDevices.has(key)) return;
  creditedDevices.set(key, true);
  emitSandboxEvent('deviceRegistered', { shopperUuid: consumerId });
}

const WELL_FORMED = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;

/** When the sandbox says a registration happened: the real time, unless a story or test fixes it. */
let now = () => new Date();

/**
 * Fixes the time the sandbox registers devices at, so the dates a story shows (and its visual baseline) do
 * not change with the day it runs. Returns the function that puts the real clock back.
 */
export function fixDevicesSandboxClock(at: Date): () => void {
  const previous = now;
  now = () => new Date(at);
  return () => {
    now = previous;
  };
}

const today = () => now().toISOString().slice(0, 10);
// The warranty runs two years from the day of registration (both as ISO dates, in UTC).
const inTwoYears = () => {
  const day = today();
  return `${Number(day.slice(0, 4)) + 2}${day.slice(4)}`;
};

export const devicesOf = (consumerId: string): SandboxDevice[] =>
  [...devices.values()].filter((device) => device.consumerId === consumerId);

export function deviceFor(consumerId: string, code: string): Outcome<SandboxDevice> {
  const device = devices.get(code);
  return device && device.consumerId === consumerId ? ok(device) : refuse(404, 'Device not found');
}

export function validateCode(code: string): { valid: boolean; assigned: boolean } {
  const device = devices.get(code);
  return { valid: Boolean(device), assigned: Boolean(device?.consumerId || device?.externalId) };
}

/** The checks every registration makes, for a consumer or a guest; the owner is set by the caller. */
function registrable(
  code: string,
  owner: { consumerId?: string; externalId?: string },
): Outcome<SandboxDevice> {
  if (!WELL_FORMED.test(code)) return refuse(400, 'The registration code is malformed.');
  const device = devices.get(code);
  if (!device) return refuse(406, 'The registration code is not valid.');
  if (code.includes('FAULTY')) return refuse(500, 'The device inventory could not process the registration.');
  const ownedByOther =
    (device.consumerId && device.consumerId !== owner.consumerId) ||
    (device.externalId && device.externalId !== owner.externalId);
  if (ownedByOther) return refuse(409, 'The device is registered already to another user.');
  return ok(device);
}

export function registerDevice(
  code: string,
  owner: { consumerId?: string; externalId?: string },
): Outcome<SandboxDevice> {
  const checked = registrable(code, owner);
  if (!checked.ok) return checked;
  Object.assign(checked.value, {
    consumerId: owner.consumerId ?? '',
    userId: owner.consumerId ?? '',
    externalId: owner.externalId ?? '',
    registrationDate: today(),
    userAssignmentDate: today(),
    warrantyExpiryDate: inTwoYears(),
  });
  if (owner.consumerId) creditRegistration(code, owner.consumerId);
  // Some devices finish registering in the inventory later: the service answers 202 Accepted.
  return ok(checked.value, code.includes('SLOW') ? 202 : 201);
}

export function unassignDevice(code: string, owner: { consumerId?: string; externalId?: string }): Outcome {
  const device = devices.get(code);
  const owns =
    device &&
    (owner.consumerId ? device.consumerId === owner.consumerId : device.externalId === owner.externalId);
  if (!device || !owns) return refuse(404, 'Device not found');
  Object.assign(device, { consumerId: '', userId: '', externalId: '', userAssignmentDate: '' });
  return ok(undefined);
}

/** A guest's device moves to the consumer who signed up or in. */
export function assignToConsumer(code: string, consumerId: string): Outcome<SandboxDevice> {
  const device = devices.get(code);
  if (!device) return refuse(404, 'Device not found');
  if (device.consumerId && device.consumerId !== consumerId)
    return refuse(409, 'The device is registered already to another user.');
  Object.assign(device, { consumerId, userId: consumerId, externalId: '', userAssignmentDate: today() });
  creditRegistration(code, consumerId);
  return ok(device);
}

export interface PackRegistration {
  inventory: Record<string, unknown> | null;
  is_genuine: boolean;
  is_registrable: boolean;
  loyalty_rule: Record<string, unknown> | null;
}

export function registerPackCode(code: unknown): Outcome<PackRegistration> {
  const pack = typeof code === 'string' ? ownValue(sandboxPackCodes, code) : undefined;
  if (typeof code !== 'string' || !pack || !pack.genuine)
    return refuse(422, 'This code is not genuine.', false);
  if (pack.capped) return refuse(400, 'The registration limit for this code is reached.', true);
  if (registeredPackCodes.has(code)) return refuse(400, 'This code is registered already.', false);
  if (pack.inventory) registeredPackCodes.add(code);
  return ok({
    inventory: pack.inventory ? { sku: 'sticks-amber-20', name: 'Amber sticks, pack of 20' } : null,
    is_genuine: pack.genuine,
    is_registrable: pack.registrable,
    loyalty_rule: pack.inventory ? { event_name: 'pack_code_registered', points: 10 } : null,
  });
}

/** Puts the inventory back as seeded (tests). */
export function resetDevicesSandbox(): void {
  devices = fresh();
  registeredPackCodes.clear();
  creditedDevices.clear();
}
