import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, InvalidAnswerError, sandboxPaths } from '../platform';
import { accountBackends, sandboxServerForTests } from '../platform/sandbox/testing';
import type { AccountBackend } from './accountBackend';
import type { CONSUMER_CALLS } from './backendShared';
import { accountBackendFor } from './api';
import { resetAccountSandbox } from '../backends/account/sandbox';
import type { Address } from '../address';
import type { SignedInUser } from './types';

const sent: string[] = [];
// Records every request that reaches an account backend, then lets the sandbox (or a test's override) answer.
const recorder = http.all('*/sandbox/account-*', ({ request }) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
});
const server = sandboxServerForTests(recorder);
beforeEach(() => {
  resetAccountSandbox();
  sent.length = 0;
});

const backendAt = (path: string) =>
  accountBackendFor(configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost'));

const address: Address & { id: string } = {
  id: 'addr-ada-home',
  firstname: 'Ada',
  lastname: 'Lovelace',
  streetName: 'Kastanienallee',
  streetNumber: '12',
  streetAdditional: '',
  postcode: '10435',
  city: 'Berlin',
  countryCode: 'DE',
  telephone: '',
  isDefaultBilling: false,
  isDefaultShipping: false,
};
const changes = { firstName: 'Ada', lastName: 'King', dateOfBirth: '', telephone: '', gender: '', extra: {} };

// A Record over CONSUMER_CALLS: a call added to that list without a case here is a type error.
const consumerCalls: Record<
  (typeof CONSUMER_CALLS)[number],
  (backend: AccountBackend, user: SignedInUser) => Promise<unknown>
> = {
  changePassword: (b, user) =>
    b.changePassword(user, { currentPassword: 'a', newPassword: 'b', newPasswordConfirmation: 'b' }),
  getProfile: (b, user) => b.getProfile(user),
  updateProfile: (b, user) => b.updateProfile(user, changes),
  createAddress: (b, user) => b.createAddress(user, address),
  updateAddress: (b, user) => b.updateAddress(user, address),
  deleteAddress: (b, user) => b.deleteAddress(user, address.id),
  setDefaultAddress: (b, user) => b.setDefaultAddress(user, address.id, 'billing'),
  requestEmailChange: (b, user) => b.requestEmailChange(user, 'countess@example.com'),
  confirmEmailChange: (b, user) => b.confirmEmailChange(user, '123456'),
  requestPhoneCode: (b, user) => b.requestPhoneCode(user, '+4917612345678'),
  confirmPhoneChange: (b, user) =>
    b.confirmPhoneChange(user, { phone: '+4917612345678', verificationId: 'v-1', code: '123456' }),
  cancelAccount: (b, user) => b.cancelAccount(user),
  deactivateAccount: (b, user) => b.deactivateAccount(user),
  updateCustomAttributes: (b, user) => b.updateCustomAttributes(user, { favouriteFlavour: 'mint' }),
  setPreferredLanguage: (b, user) => b.setPreferredLanguage(user, 'de'),
  hasComplaints: (b, user) => b.hasComplaints(user),
  recordAgeVerification: (b, user) => b.recordAgeVerification(user, 'av-1'),
};

// A stored user without its uuid: never written, or written empty.
const withoutConsumerId = [
  ['an empty', { uuid: '', token: 'session-token' }],
  ['a missing', { token: 'session-token' } as SignedInUser],
] as const;

describe.each(accountBackends)('consumer id on the %s backend', (_kind, path) => {
  it.each(Object.entries(consumerCalls))(
    "consumer id: %s without the shopper's consumer id is refused with 'Consumer ID is not defined' and sends nothing",
    async (_name, call) => {
      for (const [, user] of withoutConsumerId) {
        await expect(call(backendAt(path), user)).rejects.toMatchObject({
          name: 'MissingIdError',
          message: 'Consumer ID is not defined',
        });
      }
      expect(sent).toEqual([]);
    },
  );
});

describe('newer backend answers without data', () => {
  const user = { uuid: 'u-ada', token: 'session-token' };
  const registration = {
    email: 'grace@example.com',
    password: 'Cobol!1959',
    firstName: 'Grace',
    lastName: 'Hopper',
    dateOfBirth: '',
    telephone: '',
    consents: [],
    customAttributes: {},
  };
  const generalCalls: Array<[string, (backend: AccountBackend) => Promise<unknown>]> = [
    ['login', (b) => b.signIn({ email: 'ada@example.com', password: 'secret' })],
    ['session check', (b) => b.isSessionValid('session-token')],
    ['registration', (b) => b.register(registration)],
    ['configuration', (b) => b.getSettings()],
    ['profile', (b) => b.getProfile(user)],
    ['saved profile', (b) => b.updateProfile(user, changes)],
    ['new address', (b) => b.createAddress(user, address)],
    ['saved address', (b) => b.updateAddress(user, address)],
    ['one-time code request', (b) => b.requestPhoneCode(user, '+4917612345678')],
    [
      'phone verification',
      (b) => b.confirmPhoneChange(user, { phone: '+4917612345678', verificationId: 'v-1', code: '123456' }),
    ],
  ];

  it.each(generalCalls)(
    "missing data: a newer-backend %s answer without its data field throws 'No data found'",
    async (_name, call) => {
      // A 200 envelope with a code and a message but no data field.
      server.use(
        http.all(`*${sandboxPaths.accountEvo}/*`, () => HttpResponse.json({ code: 200, message: 'OK' })),
      );
      await expect(call(backendAt(sandboxPaths.accountEvo))).rejects.toThrow(new Error('No data found'));
    },
  );
});

describe.each(accountBackends)(
  'malformed successes on the %s backend (fault matrix: malformed)',
  (_kind, path) => {
    const user = { uuid: 'u-ada', token: 'session-token' };
    const believedCalls: Array<[string, (backend: AccountBackend) => Promise<unknown>]> = [
      ['login', (b) => b.signIn({ email: 'ada@example.com', password: 'secret' })],
      ['session check', (b) => b.isSessionValid('session-token')],
      ['profile', (b) => b.getProfile(user)],
      ['saved profile', (b) => b.updateProfile(user, changes)],
      ['new address', (b) => b.createAddress(user, address)],
      ['one-time code request', (b) => b.requestPhoneCode(user, '+4917612345678')],
    ];
    // What a broken proxy or a half-deployed backend answers with a 200: the wrong shape, or JSON cut short.
    const malformed = {
      'the wrong shape': () =>
        HttpResponse.json({ code: 200, message: 'OK', data: { greeting: 'hello' }, ok: true }),
      'broken JSON': () =>
        new HttpResponse('{"uuid": "u-ada", "session_tok', {
          headers: { 'content-type': 'application/json' },
        }),
    };

    it.each(
      believedCalls.flatMap(([name, call]) =>
        Object.entries(malformed).map(([shape, answer]) => [name, shape, call, answer] as const),
      ),
    )(
      'validated answers: a %s answered 200 with %s is a failure (InvalidAnswerError), never believed',
      async (_name, _shape, call, answer) => {
        server.use(http.all(`*${path}/*`, answer));
        await expect(call(backendAt(path))).rejects.toBeInstanceOf(InvalidAnswerError);
      },
    );
  },
);
