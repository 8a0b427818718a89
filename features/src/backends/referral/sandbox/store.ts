/** The referral service's customers and codes, shared by its own calls and the newer account backend's two. */
import { BoundedMap } from '../../../platform/sandbox/bounded';
import type { components } from '../generated/referral';

type ReferralCustomer = components['schemas']['ReferralCustomer'];

/** The demo shopper Ada (the account sandbox's ada@example.com) and the code she shares. */
export const SANDBOX_ADA_UUID = 'a1d4c0de-0000-4000-8000-000000000001';
export const SANDBOX_REFERRAL_CODE = 'ADA-2026';
/** A second shopper's code, for joining with a friend's code. */
export const SANDBOX_FRIEND_CODE = 'FRIEND-7Q4K';

const SEEDED = [
  {
    uuid: SANDBOX_ADA_UUID,
    code: SANDBOX_REFERRAL_CODE,
    parent_code: null,
    has_first_purchase: true,
    tenant_code: 'DE',
    id: 'ref-1001',
  },
  {
    uuid: 'friend',
    code: SANDBOX_FRIEND_CODE,
    parent_code: null,
    has_first_purchase: true,
    tenant_code: 'DE',
    id: 'ref-1002',
  },
] satisfies ReferralCustomer[];
const seededUuids = new Set(SEEDED.map((customer) => customer.uuid));

/** Every shopper the account service knows is a customer, so the newest SANDBOX_STORE_LIMIT are kept; the two seeded ones always stay. */
function seedCustomers(): BoundedMap<string, ReferralCustomer> {
  const map = new BoundedMap<string, ReferralCustomer>(undefined, (uuid) => seededUuids.has(uuid));
  for (const customer of SEEDED) map.set(customer.uuid, { ...customer });
  return map;
}
let nextId = 1003;

let customers = seedCustomers();

/** Back to the seed (tests, stories). */
export function resetReferralSandbox(): void {
  customers = seedCustomers();
  nextId = 1003;
}

/** Every other shopper gets a code made from the letters of their uuid, so any signed-in shopper has one to share. */
export function customerOf(uuid: string): ReferralCustomer {
  let customer = customers.get(uuid);
  if (!customer) {
    const code = `${
      uuid
        .replace(/[^a-z0-9]/gi, '')
        .slice(-6)
        .toUpperCase() || 'SHOP'
    }-REF`;
    customer = {
      uuid,
      code,
      parent_code: null,
      has_first_purchase: false,
      tenant_code: 'DE',
      id: `ref-${nextId++}`,
    };
    customers.set(uuid, customer);
  }
  return customer;
}

const codeOf = (code: unknown) => (typeof code === 'string' ? code.trim().toUpperCase() : '');
export const isKnownCode = (code: unknown) =>
  codeOf(code) !== '' && [...customers.values()].some((customer) => customer.code === codeOf(code));

/** The friend's code a shopper joined with, recorded once (both backends' update calls share this). */
export function applyCode(
  uuid: string,
  code: unknown,
): { customer: ReferralCustomer } | { status: 409 | 422; message: string } {
  const customer = customerOf(uuid);
  if (!isKnownCode(code) || customer.code === codeOf(code))
    return { status: 422, message: 'The referral code is not valid' };
  if (customer.parent_code) return { status: 409, message: 'A referral code was applied already' };
  const updated = { ...customer, parent_code: codeOf(code) };
  customers.set(uuid, updated);
  return { customer: updated };
}
