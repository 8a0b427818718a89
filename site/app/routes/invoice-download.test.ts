import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { accountBackendFor } from '@storefront/features/account';
import { SANDBOX_PASSWORD } from '@storefront/features/backends/account/sandbox';
import { shopConfig } from '../lib/config.server';
import { action } from './account.orders.$number.invoice';

const sandbox = setupServer(...sandboxHandlers);
beforeAll(() => sandbox.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => sandbox.resetHandlers());
afterAll(() => sandbox.close());

/** The order page's POST, as the browser sends it: the identity in the body, only the order number in the path. */
async function download(number: string, fields: Record<string, string>, query = '') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(`http://shop.test/account/orders/${number}/invoice${query}`, {
    method: 'POST',
    body,
  });
  try {
    return await action({ request, params: { number }, context: {} } as Parameters<typeof action>[0]);
  } catch (thrown) {
    // React Router's data() refusals travel as thrown values carrying their status.
    return thrown as { data?: unknown; init?: { status?: number } };
  }
}
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status;

describe('GET /users/{uuid}/orders/{id}/invoice/ through the order page', () => {
  let ada: { uuid: string; token: string };
  beforeEach(async () => {
    const session = await accountBackendFor(shopConfig()).signIn({
      email: 'ada@example.com',
      password: SANDBOX_PASSWORD,
    });
    ada = { uuid: session.uuid, token: session.token };
    // The refused calls below are reported to monitoring on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  test("invoice download: the shopper's own order comes back as a PDF attachment, never stored by a shared cache", async () => {
    const answer = await download('000000001', ada);
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="invoice-000000001.pdf"');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const pdf = new TextDecoder().decode(await response.arrayBuffer());
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Order 000000001)');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  test('invoice download: without the identity in the POST body it is 401, with a stale token too', async () => {
    expect(statusOf(await download('000000001', {}))).toBe(401);
    expect(statusOf(await download('000000001', { uuid: ada.uuid, token: 'expired' }))).toBe(401);
  });

  test("invoice download: another shopper's order or an unknown one is 404, and a malformed number never reaches the service", async () => {
    const noor = await accountBackendFor(shopConfig()).signIn({
      email: 'new@example.com',
      password: SANDBOX_PASSWORD,
    });
    expect(statusOf(await download('000000001', { uuid: noor.uuid, token: noor.token }))).toBe(404);
    expect(statusOf(await download('999999999', ada))).toBe(404);
    expect(statusOf(await download('../profile', ada))).toBe(404);
  });

  test('no English on German pages: a refused invoice download is answered in the page’s language', async () => {
    const german = async (number: string, fields: Record<string, string>) =>
      ((await download(number, fields, '?lang=de')) as { data?: unknown }).data;
    expect(await german('000000001', {})).toBe(
      'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an, um die Rechnung herunterzuladen.',
    );
    expect(await german('../profile', ada)).toBe('Diese Bestellung gibt es nicht.');
  });

  test('invoice download: a GET is refused (the token never rides in a URL)', async () => {
    const request = new Request('http://shop.test/account/orders/000000001/invoice?token=x');
    const answer = await action({ request, params: { number: '000000001' }, context: {} } as Parameters<
      typeof action
    >[0]).catch((thrown: unknown) => thrown);
    expect(statusOf(answer)).toBe(405);
  });
});
