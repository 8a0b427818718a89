import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../../platform';
import { accountBackends, sandboxServerForTests } from '../../../platform/sandbox/testing';
import { accountBackendFor } from '../../../account/api';
import { resetAccountSandbox, SANDBOX_PASSWORD } from '.';

sandboxServerForTests();

const outbox = (identifier: string) =>
  fetch(`http://localhost/sandbox/outbox/${encodeURIComponent(identifier)}`);

beforeEach(() => {
  resetAccountSandbox();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe.each(accountBackends)('sandbox outbox, codes sent by the %s backend', (_kind, path) => {
  const backend = accountBackendFor(configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost'));
  const signIn = async () => {
    const { uuid, token } = await backend.signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD });
    return { uuid, token };
  };

  it('outbox: the one-time code for an e-mail change is read by the new address, and it confirms the change', async () => {
    const user = await signIn();
    await backend.requestEmailChange(user, 'Countess@Example.com');
    const response = await outbox('countess@example.com');
    expect(response.status).toBe(200);
    const sent = (await response.json()) as { to: string; code: string };
    expect(sent).toMatchObject({ to: 'countess@example.com', code: expect.stringMatching(/^\d{6}$/) });
    await backend.confirmEmailChange(user, sent.code);
    expect((await backend.getProfile(user)).email).toBe('countess@example.com');
  });

  it('outbox: a phone number with its plus sign, URL-encoded, reads the text message code', async () => {
    const user = await signIn();
    const { verificationId } = await backend.requestPhoneCode(user, '+4915199887766');
    const sent = (await (await outbox('+4915199887766')).json()) as { to: string; code: string };
    expect(sent.to).toBe('+4915199887766');
    expect(
      await backend.confirmPhoneChange(user, { phone: '+4915199887766', verificationId, code: sent.code }),
    ).toEqual({ verified: true });
  });

  it('outbox: only the last code sent to an address is shown, and it stays after it was used', async () => {
    const user = await signIn();
    await backend.requestEmailChange(user, 'countess@example.com');
    const first = ((await (await outbox('countess@example.com')).json()) as { code: string }).code;
    await backend.requestEmailChange(user, 'countess@example.com');
    const last = ((await (await outbox('countess@example.com')).json()) as { code: string }).code;
    await expect(backend.confirmEmailChange(user, first === last ? 'not-it' : first)).rejects.toMatchObject({
      status: 400,
    });
    await backend.confirmEmailChange(user, last);
    expect(await (await outbox('countess@example.com')).json()).toMatchObject({ code: last });
  });
});

it('outbox: a password reset token is there too', async () => {
  const backend = accountBackendFor(configFromEnv({}, 'http://localhost'));
  await backend.forgetPassword('ada@example.com');
  expect(await (await outbox('ada@example.com')).json()).toMatchObject({
    to: 'ada@example.com',
    code: expect.any(String),
    what: 'password reset token',
  });
});

it('outbox: an address nothing was sent to answers 404 with a message saying so, and a reset empties it', async () => {
  const backend = accountBackendFor(configFromEnv({}, 'http://localhost'));
  await backend.forgetPassword('ada@example.com');
  resetAccountSandbox();
  for (const identifier of ['ada@example.com', 'nobody@example.com']) {
    const response = await outbox(identifier);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 404,
      message: `The sandbox has sent nothing to ${identifier} since it started.`,
      data: null,
    });
  }
});
