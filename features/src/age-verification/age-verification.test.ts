import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountBackendFor } from '../account';
import { resetAccountSandbox, SANDBOX_PASSWORD } from '../backends/account/sandbox';
import { configFromEnv, configureCaptcha, sandboxPaths } from '../platform';
import { sandboxHandlers } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { ageVerificationBackendFor, pollAsyncVerification } from './api';
import { resetAgeVerificationSandbox } from '../backends/account/sandbox';
import { asyncStatusOf, isVerificationPerformed, MISSING_DATA, type AsyncVerificationRequest } from './types';

describe('async status rules', () => {
  it('age verification: async status is success, pending or failed; any other value counts as pending', () => {
    expect(asyncStatusOf('success')).toBe('success');
    expect(asyncStatusOf('failed')).toBe('failed');
    expect(asyncStatusOf('pending')).toBe('pending');
    expect(asyncStatusOf('in_review')).toBe('pending');
    expect(asyncStatusOf(undefined)).toBe('pending');
  });

  it('age verification: verification is performed only for success or failed', () => {
    expect(isVerificationPerformed('success')).toBe(true);
    expect(isVerificationPerformed('failed')).toBe(true);
    expect(isVerificationPerformed('pending')).toBe(false);
  });
});

const headersSeen: Headers[] = [];
const recorder = http.all('*/sandbox/account-*', ({ request }) => {
  headersSeen.push(request.headers);
});

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandboxServer([recorder, ...sandboxHandlers]);
});
afterAll(() => sandbox.close());
beforeEach(() => {
  resetAccountSandbox();
  resetAgeVerificationSandbox();
  headersSeen.length = 0;
});

const workflow = { workflowName: 'id-scan', workflowDefinitionId: 'wf-1' };

describe.each([
  ['newer', sandboxPaths.accountEvo],
  ['older', sandboxPaths.accountLegacy],
] as const)('age verification on the %s backend', (_kind, path) => {
  const config = () => configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}` }, sandbox.origin);
  const backend = () => ageVerificationBackendFor(config());
  /** Noor (an adult unless a test says otherwise) starts the credit bureau's asynchronous age check. */
  const startCreditBureauCheck = (overrides: Partial<AsyncVerificationRequest> = {}) =>
    backend().startAsyncVerification({
      email: 'new@example.com',
      methodCode: 'credit-bureau',
      countryCode: 'DE',
      dateOfBirth: '1990-04-01',
      firstName: 'Noor',
      lastName: 'Newman',
      callback: 'http://localhost/account/age-verification',
      ...overrides,
    });

  it('age verification: the methods of the country, and whether verification is hidden', async () => {
    const methods = await backend().getMethods('DE');
    expect(methods.map((method) => [method.code, method.isAsync])).toEqual([
      ['id-scan', false],
      ['credit-bureau', true],
    ]);
    expect(await backend().hasHiddenVerification()).toBe(false);
  });

  it('age verification: calls carry the tenant token and the captcha token; without captcha they are refused', async () => {
    await backend().getMethods('DE');
    expect(headersSeen[0]?.get('x-tenant-token')).toBe('sandbox-tenant');
    expect(headersSeen[0]?.get('x-captcha-token')).toBe('sandbox-captcha-token');
    configureCaptcha({ enabled: false });
    try {
      await expect(backend().getMethods('DE')).rejects.toMatchObject({ status: 403 });
    } finally {
      configureCaptcha({ enabled: true });
    }
  });

  it('age verification: init sends the workflow fields and a verified shopper is stored as age-verified', async () => {
    const result = await backend().verify({ email: 'new@example.com', method: 'id-scan', workflow });
    expect(result).toMatchObject({ isVerified: true, verificationPerformed: true });
    const session = await accountBackendFor(config()).signIn({
      email: 'new@example.com',
      password: SANDBOX_PASSWORD,
    });
    expect(session.isAgeVerified).toBe(true);
  });

  it('age verification: async init is pending, polling ends in success for an adult', async () => {
    const started = await startCreditBureauCheck();
    expect(started).toMatchObject({ status: 'pending', verificationPerformed: false });
    const finished = await pollAsyncVerification(backend(), started.uuid, { intervalMs: 1 });
    expect(finished).toMatchObject({ status: 'success', verificationPerformed: true });
  });

  it('age verification: async check of a minor fails, and verification counts as performed', async () => {
    const started = await startCreditBureauCheck({ dateOfBirth: `${new Date().getFullYear() - 15}-01-01` });
    const finished = await pollAsyncVerification(backend(), started.uuid, { intervalMs: 1 });
    expect(finished).toMatchObject({ status: 'failed', verificationPerformed: true });
  });

  it('age verification: polling gives up still pending when the provider does not answer in time', async () => {
    const started = await startCreditBureauCheck({ callback: 'http://localhost/' });
    expect(
      await pollAsyncVerification(backend(), started.uuid, { intervalMs: 1, attempts: 1 }),
    ).toMatchObject({ status: 'pending' });
  });
});

describe('newer backend answers without data', () => {
  const withoutData = (path: string) =>
    http.all(`*/sandbox/account-evo${path}`, () => HttpResponse.json({ code: 200, message: 'OK' }));
  it.each([
    [
      'methods',
      '/api/age-verification/methods',
      (b: ReturnType<typeof ageVerificationBackendFor>) => b.getMethods('DE'),
      MISSING_DATA.methods,
    ],
    [
      'hidden verification',
      '/api/age-verification/methods/has-hidden-verification',
      (b: ReturnType<typeof ageVerificationBackendFor>) => b.hasHiddenVerification(),
      MISSING_DATA.hiddenVerification,
    ],
    [
      'verification',
      '/api/age-verification/verify/init',
      (b: ReturnType<typeof ageVerificationBackendFor>) =>
        b.verify({ email: 'a@b.c', method: 'id-scan', workflow }),
      MISSING_DATA.verification,
    ],
    [
      'async verification',
      '/api/age-verification/verify/init-async/x',
      (b: ReturnType<typeof ageVerificationBackendFor>) => b.getAsyncVerification('x'),
      MISSING_DATA.asyncVerification,
    ],
  ])(
    'age verification: a %s answer without data throws its own message',
    async (_name, route, call, message) => {
      const server = await startSandboxServer([withoutData(route), ...sandboxHandlers]);
      try {
        const backend = ageVerificationBackendFor(
          configFromEnv({ ACCOUNT_API_URL: `${server.origin}${sandboxPaths.accountEvo}` }, server.origin),
        );
        await expect(call(backend)).rejects.toThrow(message);
      } finally {
        await server.close();
      }
    },
  );
});
