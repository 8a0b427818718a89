import { describe, expect, it } from 'vitest';
import { redacted, scrubErrorEvent, scrubPath, scrubText } from './personalData';

const shopper = {
  email: 'ada.lovelace+shop@example.com',
  phone: '+49 151 2345 6789',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: 'Analytical Way 12',
  postcode: '10115',
  city: 'Berlin',
  password: 'Difference-Engine-1843',
  card: '4111 1111 1111 1111',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2lnbmF0dXJl',
};

describe('error reports carry no personal data', () => {
  it("error reports: beforeSend's scrub leaves no e-mail, phone, name, address, token, password or card number in an event", () => {
    const event = {
      message: `Checkout failed for ${shopper.email} (phone ${shopper.phone})`,
      exception: {
        values: [
          {
            type: 'Error',
            value: `card ${shopper.card} refused; Authorization: Bearer ${shopper.token}; password=${shopper.password}`,
            stacktrace: { frames: [{ filename: 'app.js', function: 'placeOrder', lineno: 3 }] },
          },
        ],
      },
      user: { email: shopper.email, ip_address: '203.0.113.9' },
      request: {
        url: `https://shop.example/checkout?email=${encodeURIComponent(shopper.email)}`,
        query_string: `email=${shopper.email}`,
        cookies: { session: shopper.token },
        headers: { Cookie: `session=${shopper.token}` },
        data: { password: shopper.password },
      },
      tags: { route: 'routes/checkout', request_id: '3f2c7a1e-5b8d-4c3e-9a6f-446655440000' },
      extra: {
        service: 'commerce',
        address: { street: shopper.street, postcode: shopper.postcode, city: shopper.city },
        shopper: { firstName: shopper.firstName, lastName: shopper.lastName, note: `call ${shopper.phone}` },
        code: '123456',
      },
      breadcrumbs: [{ message: `signed in as ${shopper.email}`, data: { token: shopper.token } }],
      contexts: { runtime: { name: 'node', version: 'v24.21.0' }, culture: { note: `for ${shopper.email}` } },
    };
    const scrubbed = scrubErrorEvent(event);
    const sent = JSON.stringify(scrubbed);
    for (const [field, value] of Object.entries(shopper))
      expect(sent, `${field} reached the event`).not.toContain(value);
    expect(sent).not.toContain('1111');
    expect(sent).not.toContain('203.0.113.9');
    // What an operator needs stays: the error, where it was thrown, the route, the request and the service.
    expect(scrubbed.exception.values[0]?.type).toBe('Error');
    expect(scrubbed.exception.values[0]?.stacktrace.frames[0]?.function).toBe('placeOrder');
    expect(scrubbed.tags).toEqual(event.tags);
    expect(scrubbed.request).toEqual({ url: 'https://shop.example/checkout' });
    expect(scrubbed.extra.service).toBe('commerce');
    expect(scrubbed.contexts.runtime).toEqual({ name: 'node', version: 'v24.21.0' });
    expect(scrubbed.message).toBe(`Checkout failed for ${redacted} (phone ${redacted})`);
  });

  it('error reports: short numbers and ids in a message are kept (a status, a timeout, a request id)', () => {
    const text = 'HTTP 503 after 5000 ms for request 3f2c7a1e-5b8d-4c3e-9a6f-446655440000, order 000000042';
    expect(scrubText(text)).toBe(
      `HTTP 503 after 5000 ms for request 3f2c7a1e-5b8d-4c3e-9a6f-446655440000, order ${redacted}`,
    );
  });
});

describe('logged paths carry no e-mail address', () => {
  it('logs: a path segment naming an e-mail address, percent-encoded or not, is redacted; ids and order numbers are kept', () => {
    expect(scrubPath(`/sandbox/account-evo/users/verify/${encodeURIComponent(shopper.email)}`)).toBe(
      `/sandbox/account-evo/users/verify/${redacted}`,
    );
    expect(scrubPath(`/sandbox/account-legacy/verify/${shopper.email}`)).toBe(
      `/sandbox/account-legacy/verify/${redacted}`,
    );
    for (const path of [
      '/checkout/confirmation/000000042',
      '/products/AURORA',
      '/users/3f2c7a1e/addresses',
      '/%E0%A4%A',
    ])
      expect(scrubPath(path)).toBe(path);
  });
});
