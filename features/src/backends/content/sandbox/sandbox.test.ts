import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STORE_LIMIT } from '../../../platform/sandbox/bounded';
import { startSandboxServer, type RunningSandbox } from '../../../platform/sandbox/server';
// A test may reach a domain: the seeded finder page must keep the block's defaults, which the sandbox cannot import.
import { defaultQuestions } from '../../../flavour-finder';
import { withLocalizedValues } from '../index';
import { handlers, SANDBOX_GERMAN_LOCALE, SANDBOX_SPACE_API_KEY, seededPages, trackedEvents } from './index';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandboxServer(handlers);
});
afterAll(() => sandbox.close());

const content = (query: Record<string, string>) =>
  fetch(`${sandbox.origin}/sandbox/builder/api/v3/content/page?${new URLSearchParams(query)}`);
const forPath = (urlPath: string, extra: Record<string, string> = {}) =>
  content({ apiKey: SANDBOX_SPACE_API_KEY, userAttributes: JSON.stringify({ urlPath }), ...extra });

describe('pages sandbox: Builder content API', () => {
  it('content: answers results[] in Builder content shape for the page targeted at urlPath', async () => {
    const body = await (await forPath('/')).json();
    expect(body.results).toHaveLength(1);
    const [home] = body.results;
    expect(home).toMatchObject({ id: 'sandbox-home', published: 'published', data: { url: '/' } });
    expect(home.data.blocks[0]).toMatchObject({
      '@type': '@builder.io/sdk:Element',
      component: { name: 'Hero' },
    });
  });

  it('content: a path no page targets answers an empty results list', async () => {
    expect((await (await forPath('/nothing-here')).json()).results).toEqual([]);
  });

  it('content: a symbol is answered by model and entry id (query.id), as Builder SDKs fetch one that is not inlined', async () => {
    const query = new URLSearchParams({
      apiKey: SANDBOX_SPACE_API_KEY,
      'query.id': JSON.stringify('sandbox-symbol-club-help'),
      limit: '1',
    });
    const body = await (
      await fetch(`${sandbox.origin}/sandbox/builder/api/v3/content/symbol?${query}`)
    ).json();
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({ id: 'sandbox-symbol-club-help', meta: { kind: 'component' } });
    expect(body.results[0].data.blocks[0]).toMatchObject({ component: { name: 'Text' } });
    // The club page points at it by model and entry only.
    const club = seededPages.find((page) => page.data.url === '/iluma-club')!;
    expect(JSON.stringify(club.data.blocks)).toContain(
      '"symbol":{"data":{},"model":"symbol","entry":"sandbox-symbol-club-help","inline":false}',
    );
  });

  it('content: a request without apiKey is refused with 401', async () => {
    expect((await content({ userAttributes: '{}' })).status).toBe(401);
  });

  it('content: unpublished pages are served only with includeUnpublished', async () => {
    expect((await (await forPath('/flavours/ember')).json()).results).toEqual([]);
    const preview = await (await forPath('/flavours/ember', { includeUnpublished: 'true' })).json();
    expect(preview.results[0]).toMatchObject({ id: 'sandbox-flavour-ember', published: 'draft' });
  });

  it('content: builder.overrides.page previews one entry by id', async () => {
    const body = await (await forPath('/', { 'overrides.page': 'sandbox-flavour-ember' })).json();
    expect(body.results.map((result: { id: string }) => result.id)).toEqual(['sandbox-flavour-ember']);
  });

  it('content: limit defaults to 30, is capped at 100, and offset skips results', async () => {
    const all = { apiKey: SANDBOX_SPACE_API_KEY, userAttributes: JSON.stringify({ urlPath: '/' }) };
    expect((await content({ ...all, limit: '101' })).status).toBe(400);
    expect((await (await content({ ...all, offset: '1' })).json()).results).toEqual([]);
    expect((await (await content({ ...all, limit: '30' })).json()).results).toHaveLength(1);
  });

  it('content: fields picks and omit drops top-level fields (meta.componentsUsed omitted by default)', async () => {
    const picked = (await (await forPath('/', { fields: 'id,name' })).json()).results[0];
    expect(picked).toEqual({ id: 'sandbox-home', name: 'Home' });
    const full = (await (await forPath('/')).json()).results[0];
    expect(full.meta.componentsUsed).toBeUndefined();
    const omitted = (await (await forPath('/', { omit: 'data.blocks' })).json()).results[0];
    expect(omitted.data.blocks).toBeUndefined();
  });

  it('content: an omit path through a prototype key is refused with 400 and leaves Array.prototype.map in place', async () => {
    for (const omit of ['data.blocks.__proto__.map', 'constructor.prototype.toString', 'data.__proto__']) {
      const response = await forPath('/', { omit });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain('prototype');
    }
    expect(typeof [].map).toBe('function');
    expect(typeof {}.toString).toBe('function');
  });

  it('content: a fields path through a prototype key is refused with 400', async () => {
    for (const fields of ['id,__proto__.polluted', 'constructor', 'data.prototype']) {
      expect((await forPath('/', { fields })).status).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('content: a limit or offset that is not a number is refused with 400, not an exception', async () => {
    for (const limit of ['abc', '{', '-1', '1e400', '99999999999999999999']) {
      expect((await forPath('/', { limit })).status).toBe(400);
    }
    expect((await forPath('/', { offset: 'NaN' })).status).toBe(400);
  });

  it('content: the A/B test page carries its variations with test ratios summing to 1', () => {
    const test = seededPages.find((page) => Object.keys(page.variations).length > 0);
    const ratios = Object.values(test?.variations ?? {}).reduce(
      (sum, variation) => sum + variation.testRatio,
      test?.testRatio ?? 0,
    );
    expect(ratios).toBeCloseTo(1);
  });

  it("content: the /flavour-finder page asks the flavour finder block's default questions", () => {
    const finderPage = seededPages.find((page) => page.data.url === '/flavour-finder')!;
    const finder = finderPage.data.blocks.find((element) => element.component?.name === 'FlavourFinder');
    // In English, the space's default locale.
    expect(withLocalizedValues(finder?.component?.options['questions'], undefined)).toEqual(defaultQuestions);
  });

  it('content: asked with a locale, localized values come resolved to it, as Builder answers', async () => {
    const body = await (await forPath('/', { locale: SANDBOX_GERMAN_LOCALE })).json();
    expect(body.results[0].data.blocks[0].component.options.title).toBe(
      'Finden Sie den Geschmack, der zu Ihrem Tag passt',
    );
    expect(JSON.stringify(body)).not.toContain('@builder.io/core:LocalizedValue');
  });

  it('content: asked with a locale the space has no translation for, localized values come in the default (English)', async () => {
    const body = await (await forPath('/', { locale: 'fr-FR' })).json();
    expect(body.results[0].data.blocks[0].component.options.title).toBe(
      'Find the flavour that fits your day',
    );
  });

  it('content: asked without a locale, localized values come as saved, one value per locale', async () => {
    const body = await (await forPath('/')).json();
    expect(body.results[0].data.blocks[0].component.options.title).toEqual({
      '@type': '@builder.io/core:LocalizedValue',
      Default: 'Find the flavour that fits your day',
      [SANDBOX_GERMAN_LOCALE]: 'Finden Sie den Geschmack, der zu Ihrem Tag passt',
    });
  });
});

describe('pages sandbox: Builder track API', () => {
  const track = (body: unknown) =>
    fetch(`${sandbox.origin}/sandbox/builder/api/v1/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('track: accepts an events array with type, ownerId, sessionId and visitorId', async () => {
    const event = {
      type: 'impression',
      data: {
        contentId: 'sandbox-home',
        ownerId: SANDBOX_SPACE_API_KEY,
        sessionId: 's1',
        visitorId: 'v1',
        metadata: {},
      },
    };
    expect((await track({ events: [event] })).status).toBe(200);
    expect(trackedEvents.at(-1)).toEqual(event);
  });

  it('track: invalid JSON or a prototype key in the body is refused with 400', async () => {
    const raw = (body: string) =>
      fetch(`${sandbox.origin}/sandbox/builder/api/v1/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    for (const body of ['{', 'null', '[]', '{"events":[],"__proto__":{"polluted":true}}'])
      expect((await raw(body)).status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('track: the tracked events store keeps only the newest SANDBOX_STORE_LIMIT events under many writes', async () => {
    const event = (visitorId: string) => ({
      type: 'impression',
      data: { ownerId: SANDBOX_SPACE_API_KEY, sessionId: 's', visitorId },
    });
    const batch = Array.from({ length: 500 }, (_, index) => event(`v${index}`));
    for (let round = 0; round < SANDBOX_STORE_LIMIT / 500 + 2; round += 1)
      expect((await track({ events: batch })).status).toBe(200);
    expect(trackedEvents).toHaveLength(SANDBOX_STORE_LIMIT);
    expect(trackedEvents.at(-1)).toEqual(event('v499'));
  });

  it('track: refuses events without sessionId or visitorId', async () => {
    expect(
      (await track({ events: [{ type: 'click', data: { ownerId: SANDBOX_SPACE_API_KEY } }] })).status,
    ).toBe(400);
    expect((await track({})).status).toBe(400);
  });
});

describe('pages sandbox: Builder form submissions', () => {
  const submit = (query: Record<string, string>, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return fetch(`${sandbox.origin}/sandbox/builder/api/v1/form-submit?${new URLSearchParams(query)}`, {
      method: 'POST',
      body,
    });
  };

  it('form: a submission with apiKey, to and name is accepted', async () => {
    const response = await submit(
      { apiKey: SANDBOX_SPACE_API_KEY, to: 'club@example.com', name: 'Club' },
      { email: 'a@b.de' },
    );
    expect(response.status).toBe(200);
  });

  it('form: an invalid e-mail answers 422 with the message at error.message', async () => {
    const response = await submit(
      { apiKey: SANDBOX_SPACE_API_KEY, to: 'club@example.com', name: 'Club' },
      { email: 'nope' },
    );
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toBe('Please enter a valid e-mail address.');
  });
});
