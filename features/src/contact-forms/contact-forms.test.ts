import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, HttpError, type StorefrontConfig } from '../platform';
import { sandboxHandlers } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { sendSubmission } from './api';
import { messageAt } from './types';

const action = 'http://forms.test/contact?list=club';

/** What a custom action received. */
const received: Array<{ url: string; contentType: string | null; body: string }> = [];
const actions = setupServer(
  http.post('http://forms.test/contact', async ({ request }) => {
    received.push({
      url: request.url,
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    });
    return HttpResponse.json({ ok: true });
  }),
);

let sandbox: RunningSandbox;
let config: StorefrontConfig;

beforeAll(async () => {
  sandbox = await startSandboxServer(sandboxHandlers);
  config = configFromEnv({}, sandbox.origin);
  actions.listen({ onUnhandledRequest: 'bypass' });
});
afterEach(() => {
  received.length = 0;
});
afterAll(async () => {
  actions.close();
  await sandbox.close();
});

function fields(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
}

describe('contact forms', () => {
  it("form destination: an e-mail form goes to Builder's form endpoint with the API key, the address and the form's name", async () => {
    const sent: URL[] = [];
    const watch = ({ request }: { request: Request }) => void sent.push(new URL(request.url));
    actions.events.on('request:start', watch);
    try {
      await sendSubmission(
        config,
        'Club newsletter',
        { kind: 'email', to: 'club@example.com' },
        fields({ email: 'ada@example.com' }),
      );
    } finally {
      actions.events.removeListener('request:start', watch);
    }
    expect(sent.map((url) => [url.pathname, Object.fromEntries(url.searchParams)])).toEqual([
      [
        '/sandbox/builder/api/v1/form-submit',
        { apiKey: config.builder.apiKey, to: btoa('club@example.com'), name: 'Club newsletter' },
      ],
    ]);
  });

  it("form destination: Builder's refusal rejects with its answer, so the server's message can be shown", async () => {
    const refusal = await sendSubmission(
      config,
      'Club newsletter',
      { kind: 'email', to: 'club@example.com' },
      fields({ email: 'someone@localhost' }),
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(messageAt((refusal as HttpError).body, 'error.message')).toBe(
      'Please enter a valid e-mail address.',
    );
  });

  it('form destination: a custom action receives the fields as JSON when its content type says so', async () => {
    await sendSubmission(
      config,
      'Contact',
      { kind: 'custom', action, contentType: 'application/json' },
      fields({ email: 'ada@example.com', firstName: 'Ada' }),
    );
    expect(received).toEqual([
      {
        url: action,
        contentType: 'application/json',
        body: JSON.stringify({ email: 'ada@example.com', firstName: 'Ada' }),
      },
    ]);
  });

  it('form destination: a custom action receives the fields URL-encoded when its content type says so', async () => {
    await sendSubmission(
      config,
      'Contact',
      { kind: 'custom', action, contentType: 'application/x-www-form-urlencoded' },
      fields({ email: 'ada@example.com', firstName: 'Ada Lovelace' }),
    );
    expect(received).toEqual([
      {
        url: action,
        contentType: 'application/x-www-form-urlencoded',
        body: 'email=ada%40example.com&firstName=Ada+Lovelace',
      },
    ]);
  });

  it('form destination: a custom action receives the fields as multipart form data when its content type says so', async () => {
    await sendSubmission(
      config,
      'Contact',
      { kind: 'custom', action, contentType: 'multipart/form-data' },
      fields({ email: 'ada@example.com' }),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.body).toContain('name="email"\r\n\r\nada@example.com');
  });

  it('form error: the server message is read at a dotted path, and only when it is text', () => {
    expect(messageAt({ error: { message: 'Email is invalid' } }, 'error.message')).toBe('Email is invalid');
    expect(messageAt({ error: { message: 42 } }, 'error.message')).toBeUndefined();
    expect(messageAt({ error: { message: '' } }, 'error.message')).toBeUndefined();
    expect(messageAt('Bad gateway', 'error.message')).toBeUndefined();
  });
});
