import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callAsShopper, sandboxServerForTests } from '../../../platform/sandbox/testing';
import { sandboxPaths } from '../../../platform';
import { sandboxIdentityOf } from './consumers';
import { resetAccountSandbox } from './store';

sandboxServerForTests();

beforeEach(() => {
  resetAccountSandbox();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

/**
 * A caller that skips the shop's forms posts straight to the account service. Each backend's wire, as its handlers read
 * it: the newer one under /users/{uuid}, the older one under /update-profile/{uuid} (dates as dd/mm/yyyy).
 */
const backends = [
  {
    kind: 'newer',
    profilePath: (uuid: string) => `${sandboxPaths.accountEvo}/users/${uuid}/profile`,
    addressesPath: (uuid: string) => `${sandboxPaths.accountEvo}/users/${uuid}/addresses`,
    profile: (fields: {
      firstName?: string;
      lastName?: string;
      dateOfBirth?: string;
      telephone?: string;
    }) => ({
      firstname: fields.firstName,
      lastname: fields.lastName,
      dob: fields.dateOfBirth,
      telephone: fields.telephone,
    }),
    profileOf: (body: { data: { personalInfo: { firstname: string; dob?: string } } }) =>
      body.data.personalInfo,
  },
  {
    kind: 'older',
    profilePath: (uuid: string) => `${sandboxPaths.accountLegacy}/profile/${uuid}`,
    addressesPath: (uuid: string) => `${sandboxPaths.accountLegacy}/update-profile/${uuid}/addresses`,
    profile: (fields: {
      firstName?: string;
      lastName?: string;
      dateOfBirth?: string;
      telephone?: string;
    }) => ({
      first_name: fields.firstName,
      last_name: fields.lastName,
      birth_date: fields.dateOfBirth?.split('-').reverse().join('/'),
      phone: fields.telephone,
    }),
    profileOf: (body: { first_name: string; birth_date?: string }) => ({
      firstname: body.first_name,
      dob: body.birth_date?.split('/').reverse().join('-'),
    }),
  },
] as const;

const berlin = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  street: ['Friedrichstraße', '12'],
  post_code: '10117',
  city: 'Berlin',
  country_code: 'DE',
};

describe.each(backends)('field rules on the $kind account backend', (backend) => {
  const ada = () => sandboxIdentityOf('ada@example.com');
  const updateProfilePath = (uuid: string) =>
    backend.kind === 'newer'
      ? backend.profilePath(uuid)
      : `${sandboxPaths.accountLegacy}/update-profile/${uuid}`;
  const postProfile = (uuid: string, token: string, fields: Parameters<typeof backend.profile>[0]) =>
    callAsShopper(updateProfilePath(uuid), token, {
      method: 'POST',
      body: JSON.stringify(backend.profile(fields)),
    });
  const readProfile = async (uuid: string, token: string) =>
    backend.profileOf((await (await callAsShopper(backend.profilePath(uuid), token)).json()) as never);
  const addressCount = async (uuid: string, token: string) => {
    const body = (await (await callAsShopper(backend.profilePath(uuid), token)).json()) as {
      data?: { addresses: unknown[] };
      addresses?: unknown[];
    };
    return (body.data?.addresses ?? body.addresses ?? []).length;
  };

  it('profile: a date of birth in the future (2099-01-01) or under the legal age is refused with 400, and the saved one stays', async () => {
    const { uuid, token } = ada();
    const before = await readProfile(uuid, token);
    expect(before.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const dateOfBirth of ['2099-01-01', '2020-01-01']) {
      const answer = await postProfile(uuid, token, { dateOfBirth });
      expect(answer.status).toBe(400);
    }
    expect((await readProfile(uuid, token)).dob).toBe(before.dob);
  });

  it.each([
    {
      refused: 'a first name of 300 characters',
      fields: { firstName: 'A'.repeat(300) },
      reason: 'may have at most 50 characters',
    },
    {
      refused: 'a phone number of letters ("abc")',
      fields: { telephone: 'abc' },
      reason: 'Enter a phone number with digits only',
    },
  ])(
    'profile: $refused is refused with 400 and the reason the shop gives, and the saved profile stays',
    async ({ fields, reason }) => {
      const { uuid, token } = ada();
      const before = await readProfile(uuid, token);
      const answer = await postProfile(uuid, token, fields);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain(reason);
      expect(await readProfile(uuid, token)).toEqual(before);
    },
  );

  it('profile: a name of 50 characters and a phone number in groups are kept', async () => {
    const { uuid, token } = ada();
    const answer = await postProfile(uuid, token, {
      firstName: 'A'.repeat(50),
      telephone: '+49 151 1234567',
    });
    expect(answer.status).toBe(200);
    expect((await readProfile(uuid, token)).firstname).toBe('A'.repeat(50));
  });

  it('address book: postcode "ABC" and country "XX" are refused with 400, each field with its reason, and nothing is added', async () => {
    const { uuid, token } = ada();
    const before = await addressCount(uuid, token);
    const post = (address: Record<string, unknown>) =>
      callAsShopper(backend.addressesPath(uuid), token, { method: 'POST', body: JSON.stringify(address) });
    const postcode = await post({ ...berlin, post_code: 'ABC' });
    expect(postcode.status).toBe(400);
    expect(await postcode.json()).toMatchObject({
      errors: { post_code: '“post_code” needs at least 5 characters.' },
    });
    const country = await post({ ...berlin, country_code: 'XX' });
    expect(country.status).toBe(400);
    expect(await country.json()).toMatchObject({
      errors: { country_code: 'Choose a country from the list for “country_code”.' },
    });
    const name = await post({ ...berlin, first_name: 'A'.repeat(300) });
    expect(name.status).toBe(400);
    expect(await name.json()).toMatchObject({
      errors: { first_name: '“first_name” may have at most 50 characters.' },
    });
    expect(await addressCount(uuid, token)).toBe(before);
    // The same address with a real postcode and country is kept.
    expect((await post(berlin)).status).toBe(201);
    expect(await addressCount(uuid, token)).toBe(before + 1);
  });

  it('address book: changing a saved address to postcode "ABC" is refused with 400, and the saved one stays', async () => {
    const { uuid, token } = ada();
    const path = `${backend.addressesPath(uuid)}/addr-ada-home`;
    const answer = await callAsShopper(path, token, {
      method: 'PUT',
      body: JSON.stringify({ ...berlin, post_code: 'ABC' }),
    });
    expect(answer.status).toBe(400);
    const profile = (await (await callAsShopper(backend.profilePath(uuid), token)).json()) as {
      data?: { addresses: Array<{ id: string; post_code: string }> };
      addresses?: Array<{ id: string; post_code: string }>;
    };
    const home = (profile.data?.addresses ?? profile.addresses ?? []).find((a) => a.id === 'addr-ada-home');
    expect(home?.post_code).toBe('10117');
  });
});
