import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterContextProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import type { ContentBlock } from '@storefront/blocks';
import { loadContextFor } from '../lib/storeLocation.server';
import { sendBuilderForm } from './forms.server';
import type { BuilderPageData } from './loader.server';

const sandbox = setupServer(...sandboxHandlers);
beforeAll(() => sandbox.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  sandbox.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => sandbox.close());

const element = (
  name: string,
  options: Record<string, unknown>,
  children?: ContentBlock[],
): ContentBlock => ({
  '@type': '@builder.io/sdk:Element',
  id: `builder-${name.replace(/\W/g, '').toLowerCase()}-${String(options['name'] ?? 'x')}`,
  component: { name, options },
  ...(children ? { children } : {}),
});

/** A published page holding one of Builder's forms inside a box, as the loader serves it. */
const pageWith = (options: Record<string, unknown>): BuilderPageData => ({
  editing: false,
  content: {
    id: 'page',
    data: {
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'box',
          children: [
            element('Form:Form', { name: 'Feedback', ...options }, [
              element('Form:Input', { name: 'email', required: true }),
              element('Form:TextArea', { name: 'details' }),
            ]),
          ],
        },
      ],
    },
  } as BuilderPageData['content'],
});

type Answer = { data?: { values: unknown; sent?: boolean; error?: string }; init?: ResponseInit | null };

async function post(page: BuilderPageData, fields: Record<string, string>, address = '198.51.100.70') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request('http://localhost:3000/feedback', { method: 'POST', body });
  const context = loadContextFor(address, new RouterContextProvider());
  return (await sendBuilderForm({ request, context }, async () => page)) as unknown as Answer;
}

describe("Builder's form posted through the shop's server", () => {
  test("builder form: the form's settings come from the published page, and only the form's own fields are sent", async () => {
    let sent: { url: URL; fields: Record<string, FormDataEntryValue> } | undefined;
    sandbox.use(
      http.post('*/api/v1/form-submit', async ({ request }) => {
        sent = { url: new URL(request.url), fields: Object.fromEntries(await request.formData()) };
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const answer = await post(
      pageWith({ sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'team@example.com' }),
      {
        _builderForm: 'builder-formform-Feedback',
        email: 'ada@example.com',
        details: 'Hello',
        // Not a field of the form, and not where it goes: neither reaches Builder.
        to: 'someone-else@example.com',
        extra: 'x',
      },
    );
    expect(answer.data?.sent).toBe(true);
    expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe('private, no-store');
    expect(sent!.url.searchParams.get('to')).toBe(btoa('team@example.com'));
    expect(sent!.url.searchParams.get('name')).toBe('Feedback');
    expect(sent!.url.searchParams.get('apiKey')).toBeTruthy();
    expect(sent!.fields).toEqual({ email: 'ada@example.com', details: 'Hello' });
  });

  test('builder form: a form error shows the configured message or the server message from a configured path', async () => {
    sandbox.use(
      http.post('*/api/v1/form-submit', () =>
        HttpResponse.json({ problem: { text: 'Address refused' } }, { status: 422 }),
      ),
    );
    const fields = { _builderForm: 'builder-formform-Feedback', email: 'ada@', details: 'Hi' };
    const withPath = await post(
      pageWith({ sendSubmissionsToEmail: 'team@example.com', errorMessagePath: 'problem.text' }),
      fields,
    );
    expect(withPath.data).toEqual({
      values: { form: 'builder-formform-Feedback', fields: { email: 'ada@', details: 'Hi' } },
      error: 'Address refused',
    });
    // Without a path the form's own error blocks show: the answer names no message.
    const withoutPath = await post(pageWith({ sendSubmissionsToEmail: 'team@example.com' }), fields);
    expect(withoutPath.data?.error).toBeUndefined();
    expect(withoutPath.data?.sent).toBeUndefined();
  });

  test('builder form: a required field left empty is refused without sending anything', async () => {
    const submit = vi.fn(() => HttpResponse.json({}));
    sandbox.use(http.post('*/api/v1/form-submit', submit));
    const answer = await post(pageWith({ sendSubmissionsToEmail: 'team@example.com' }), {
      _builderForm: 'builder-formform-Feedback',
      email: '  ',
    });
    expect(answer.data?.sent).toBeUndefined();
    expect(submit).not.toHaveBeenCalled();
  });

  test('builder form: a custom action gets the fields as the form says (JSON by default)', async () => {
    let body: unknown;
    sandbox.use(
      http.post('https://forms.example/collect', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    const answer = await post(
      pageWith({ sendSubmissionsTo: 'custom', action: 'https://forms.example/collect' }),
      {
        _builderForm: 'builder-formform-Feedback',
        email: 'ada@example.com',
      },
    );
    expect(answer.data?.sent).toBe(true);
    expect(body).toEqual({ email: 'ada@example.com' });
  });

  test('builder form: a post naming no form of the page is a 400 and sends nothing', async () => {
    const submit = vi.fn(() => HttpResponse.json({}));
    sandbox.use(http.post('*/api/v1/form-submit', submit));
    const refused = await post(pageWith({ sendSubmissionsToEmail: 'team@example.com' }), {
      _builderForm: 'box',
      email: 'ada@example.com',
    }).catch((error: unknown) => error as Answer);
    expect(refused.init?.status).toBe(400);
    expect(submit).not.toHaveBeenCalled();
  });
});
