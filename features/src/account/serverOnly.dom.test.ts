import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../platform';
import { accountBackends, sandboxServerForTests } from '../platform/sandbox/testing';
import { SERVER_ONLY_MESSAGE } from './accountBackend';
import { accountBackendFor } from './api';

const sent: string[] = [];
sandboxServerForTests(
  http.all('*/sandbox/account-*', ({ request }) => {
    sent.push(request.url);
  }),
);

describe.each(accountBackends)('personal data in paths on the %s backend', (_kind, path) => {
  it('verification status (/users/verify/{…}, /verify/{email}, /get-verified-phone/{phone}) is refused in a browser and sends nothing', async () => {
    const backend = accountBackendFor(configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost'));
    await expect(backend.verificationStatus('ada@example.com')).rejects.toThrow(SERVER_ONLY_MESSAGE);
    await expect(backend.verificationStatus('+4915112345678')).rejects.toThrow(SERVER_ONLY_MESSAGE);
    expect(sent).toEqual([]);
  });
});
