import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../../platform';
import { SANDBOX_STORE_LIMIT } from '../../../platform/sandbox/bounded';
import { accountBackends, sandboxServerForTests } from '../../../platform/sandbox/testing';
import { accountBackendFor } from '../../../account/api';
import { lastSentTo, MAX_CODE_GUESSES, sandboxCodeFor, sendCode } from './codes';
import { purposesOf, answerPurposes } from './purposes';
import {
  accountCount,
  createAddress,
  MAX_ADDRESSES,
  openSession,
  isOpenSession,
  register,
  resetAccountSandbox,
  startVerification,
  verificationOf,
} from './store';
import { SANDBOX_PASSWORD, sandboxAccounts } from './seed';

sandboxServerForTests();

beforeEach(() => {
  resetAccountSandbox();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

const PAST_LIMIT = SANDBOX_STORE_LIMIT + 25;
const wrongCodeFor = (right: string | undefined) => (right === '000000' ? '111111' : '000000');

describe.each(accountBackends)('one-time code guesses on the %s backend', (_kind, path) => {
  const backend = accountBackendFor(configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost'));
  const signIn = async () => {
    const { uuid, token } = await backend.signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD });
    return { uuid, token };
  };

  it(`code guesses: the ${MAX_CODE_GUESSES}th wrong e-mail code voids the code, which then no longer confirms the change`, async () => {
    const user = await signIn();
    await backend.requestEmailChange(user, 'countess@example.com');
    const right = sandboxCodeFor('countess@example.com')!;
    for (let guess = 1; guess < MAX_CODE_GUESSES; guess += 1) {
      await expect(backend.confirmEmailChange(user, wrongCodeFor(right))).rejects.toMatchObject({
        status: 400,
      });
    }
    // The last try is refused like any wrong code (400: the shop says "not right or expired, ask for a new code").
    await expect(backend.confirmEmailChange(user, wrongCodeFor(right))).rejects.toMatchObject({
      status: 400,
    });
    expect(sandboxCodeFor('countess@example.com')).toBeUndefined();
    await expect(backend.confirmEmailChange(user, right)).rejects.toMatchObject({ status: 400 });
    expect((await backend.getProfile(user)).email).toBe('ada@example.com');
    // A new code works again.
    await backend.requestEmailChange(user, 'countess@example.com');
    await backend.confirmEmailChange(user, sandboxCodeFor('countess@example.com')!);
    expect((await backend.getProfile(user)).email).toBe('countess@example.com');
  });

  it('code guesses: fewer wrong guesses than the limit leave the right code working', async () => {
    const user = await signIn();
    await backend.requestEmailChange(user, 'countess@example.com');
    const right = sandboxCodeFor('countess@example.com')!;
    for (let guess = 1; guess < MAX_CODE_GUESSES; guess += 1) {
      await expect(backend.confirmEmailChange(user, wrongCodeFor(right))).rejects.toMatchObject({
        status: 400,
      });
    }
    await backend.confirmEmailChange(user, right);
    expect((await backend.getProfile(user)).email).toBe('countess@example.com');
  });

  it(`code guesses: the ${MAX_CODE_GUESSES}th wrong text message code voids the phone verification code`, async () => {
    const user = await signIn();
    const phone = '+4915199887766';
    const { verificationId } = await backend.requestPhoneCode(user, phone);
    const right = sandboxCodeFor(phone)!;
    for (let guess = 1; guess <= MAX_CODE_GUESSES; guess += 1) {
      await expect(
        backend.confirmPhoneChange(user, { phone, verificationId, code: wrongCodeFor(right) }),
      ).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      backend.confirmPhoneChange(user, { phone, verificationId, code: right }),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect((await backend.getProfile(user)).telephone).not.toBe(phone);
  });

  it(`code guesses: ${MAX_CODE_GUESSES} unknown reset tokens void the open reset link`, async () => {
    await backend.forgetPassword('ada@example.com');
    const token = sandboxCodeFor('ada@example.com')!;
    const reset = (candidate: string) =>
      backend.resetPassword({
        token: candidate,
        password: 'Analytical!1843',
        passwordConfirmation: 'Analytical!1843',
        action: 'reset_password',
      });
    for (let guess = 1; guess <= MAX_CODE_GUESSES; guess += 1) {
      await expect(reset(`guess-${guess}`)).rejects.toMatchObject({ status: 404 });
    }
    expect(sandboxCodeFor('ada@example.com')).toBeUndefined();
    await expect(reset(token)).rejects.toMatchObject({ status: 404 });
    // A new link works.
    await backend.forgetPassword('ada@example.com');
    await reset(sandboxCodeFor('ada@example.com')!);
    await expect(
      backend.signIn({ email: 'ada@example.com', password: 'Analytical!1843' }),
    ).resolves.toMatchObject({
      firstName: 'Ada',
    });
  });
});

describe('account sandbox stores are bounded', () => {
  it('bounded: the outbox and pending codes keep the newest recipients under many sends', () => {
    for (let index = 0; index < PAST_LIMIT; index += 1) sendCode(`+49151${String(index).padStart(8, '0')}`);
    expect(lastSentTo('+4915100000000')).toBeUndefined();
    expect(sandboxCodeFor('+4915100000000')).toBeUndefined();
    const newest = `+49151${String(PAST_LIMIT - 1).padStart(8, '0')}`;
    expect(lastSentTo(newest)?.code).toBe(sandboxCodeFor(newest));
  });

  it('bounded: registrations past the limit push out the oldest, never a seeded shopper', () => {
    const shopper = (index: number) => ({
      email: `shopper${index}@example.com`,
      password: SANDBOX_PASSWORD,
      firstName: 'Many',
      lastName: 'Shoppers',
      dateOfBirth: '1990-01-01',
      telephone: '',
      consents: [{ id: 'purpose-gdpr-terms', accepted: true, one_off: false }],
      customAttributes: {},
    });
    for (let index = 0; index < PAST_LIMIT; index += 1) expect(register(shopper(index)).ok).toBe(true);
    expect(accountCount()).toBe(SANDBOX_STORE_LIMIT);
    for (const seeded of sandboxAccounts) expect(openSession(seeded.email, SANDBOX_PASSWORD)).toBeDefined();
    expect(openSession('shopper0@example.com', SANDBOX_PASSWORD)).toBeUndefined();
    expect(openSession(`shopper${PAST_LIMIT - 1}@example.com`, SANDBOX_PASSWORD)).toBeDefined();
  });

  it('bounded: sessions past the limit end the oldest', () => {
    const first = openSession('ada@example.com', SANDBOX_PASSWORD)!.token;
    let last = first;
    for (let index = 0; index < PAST_LIMIT; index += 1)
      last = openSession('ada@example.com', SANDBOX_PASSWORD)!.token;
    expect(isOpenSession(first)).toBe(false);
    expect(isOpenSession(last)).toBe(true);
  });

  it('bounded: phone verifications past the limit forget the oldest', () => {
    const first = startVerification('+4915100000001');
    for (let index = 0; index < PAST_LIMIT; index += 1) startVerification('+4915100000002');
    expect(first.ok && verificationOf(first.value)).toBeUndefined();
  });

  it('bounded: consent answers past the limit forget the oldest shopper', () => {
    const answer = [{ id: 'purpose-email-news', accepted: true }];
    answerPurposes('first-shopper', answer);
    for (let index = 0; index < PAST_LIMIT; index += 1) answerPurposes(`shopper-${index}`, answer);
    expect(purposesOf('first-shopper').find((purpose) => purpose.id === 'purpose-email-news')?.accepted).toBe(
      false,
    );
    expect(
      purposesOf(`shopper-${PAST_LIMIT - 1}`).find((purpose) => purpose.id === 'purpose-email-news')
        ?.accepted,
    ).toBe(true);
  });

  it(`bounded: an account keeps at most ${MAX_ADDRESSES} addresses`, () => {
    const ada = openSession('ada@example.com', SANDBOX_PASSWORD)!.account;
    const address = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      street: ['Unter den Linden 5'],
      post_code: '10117',
      city: 'Berlin',
      country_code: 'DE',
    };
    while (ada.addresses.length < MAX_ADDRESSES) expect(createAddress(ada, address).ok).toBe(true);
    expect(createAddress(ada, address)).toMatchObject({ ok: false, status: 400 });
    expect(ada.addresses).toHaveLength(MAX_ADDRESSES);
  });
});
