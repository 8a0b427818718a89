import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, type StorefrontConfig } from '@storefront/features/platform';
import { startSandboxServer, type RunningSandbox } from '@storefront/features/sandbox-server';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { ConnectionError, HttpError, InvalidAnswerError } from '@storefront/features/platform';
import { fetchBuilderPage, fetchLoyaltyArticlePages, MalformedContentError } from './content.server';
import { serverReads } from '../lib/caching/sharedReads.server';

// Each test sets its own backend answers: none may be read from an earlier test's.
beforeEach(() => serverReads.forget());

/**
 * Every content API request the shop sends, as the sandbox received it; the sandbox answers it as usual unless a test
 * sets `answer` to play a misbehaving Builder.
 */
let contentRequests: URL[] = [];
let answer: (() => Response | Promise<Response>) | undefined;
const recordContentRequest = http.get('*/api/v3/content/:model', ({ request }) => {
  contentRequests.push(new URL(request.url));
  return answer?.();
});
beforeEach(() => {
  contentRequests = [];
  answer = undefined;
});

let sandbox: RunningSandbox;
let config: StorefrontConfig;
beforeAll(async () => {
  sandbox = await startSandboxServer([recordContentRequest, ...sandboxHandlers]);
  config = {
    ...defaultConfig,
    backends: { ...defaultConfig.backends, builder: `${sandbox.origin}/sandbox/builder` },
  };
});
afterAll(() => sandbox.close());

describe('Builder page content through the content API', () => {
  it('content: fetches the page model entry targeted at the URL path from the configured host', async () => {
    const content = await fetchBuilderPage(config, { urlPath: '/iluma-club' });
    expect(content).toMatchObject({ id: 'sandbox-iluma-club', data: { url: '/iluma-club' } });
  });

  it("content: no results logs 'Error fetching data.' and throws a 404 response", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await fetchBuilderPage(config, { urlPath: '/no-such-page' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).status).toBe(404);
    expect(log).toHaveBeenCalledWith('Error fetching data.', expect.anything());
    log.mockRestore();
  });

  it("content: a missing API key throws 'Missing API key'", async () => {
    const keyless = { ...config, builder: { ...config.builder, apiKey: '' } };
    await expect(fetchBuilderPage(keyless, { urlPath: '/' })).rejects.toThrow('Missing API key');
  });

  it('content: an unknown API version throws the invalid apiVersion error', async () => {
    await expect(fetchBuilderPage(config, { urlPath: '/', apiVersion: 'v2' })).rejects.toThrow(
      "Invalid apiVersion: expected 'v1' or 'v3', received 'v2'",
    );
  });

  it('content: the server never finds an unpublished page, it asks for published content only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchBuilderPage(config, { urlPath: '/flavours/ember' })).rejects.toBeInstanceOf(Response);
    log.mockRestore();
    expect(contentRequests[0]?.searchParams.has('includeUnpublished')).toBe(false);
  });

  it('content: the content API is asked for at most 30 entries when no limit is given', async () => {
    await fetchBuilderPage(config, { urlPath: '/iluma-club' });
    expect(contentRequests).toHaveLength(1);
    const [request] = contentRequests;
    expect(request?.pathname).toBe('/sandbox/builder/api/v3/content/page');
    expect(request?.searchParams.get('limit')).toBe('30');
    expect(request?.searchParams.has('offset')).toBe(false);
    expect(request?.searchParams.has('fields')).toBe(false);
  });

  it('content: a given limit, offset, fields and omit are passed to the content API', async () => {
    await fetchBuilderPage(config, {
      urlPath: '/iluma-club',
      limit: 5,
      offset: 0,
      fields: 'id,data',
      omit: 'data.blocks',
    });
    expect(contentRequests).toHaveLength(1);
    const params = contentRequests[0]?.searchParams;
    expect(params?.get('limit')).toBe('5');
    expect(params?.get('offset')).toBe('0');
    expect(params?.get('fields')).toBe('id,data');
    expect(params?.get('omit')).toBe('data.blocks');
  });
});

describe('Builder content request', () => {
  it('content: locale, userAttributes (JSON) and apiKey are sent as the SDK sends them', async () => {
    await fetchBuilderPage(config, { urlPath: '/iluma-club' });
    const params = contentRequests[0]?.searchParams;
    expect(params?.get('apiKey')).toBe(config.builder.apiKey);
    expect(params?.get('locale')).toBe(config.locale);
    expect(JSON.parse(params?.get('userAttributes') ?? 'null')).toEqual({
      urlPath: '/iluma-club',
      locale: config.locale,
    });
    expect(params?.get('omit')).toBe('meta.componentsUsed');
    expect(params?.has('includeUnpublished')).toBe(false);
  });

  it('content: each call goes to the host of its own configuration, never to a host another call set', async () => {
    const other = await startSandboxServer([recordContentRequest, ...sandboxHandlers]);
    try {
      const otherConfig = {
        ...config,
        backends: { ...config.backends, builder: `${other.origin}/sandbox/builder` },
      };
      await Promise.all([
        fetchBuilderPage(otherConfig, { urlPath: '/iluma-club' }),
        fetchBuilderPage(config, { urlPath: '/iluma-club' }),
      ]);
      // Asked again after the shared reads expired: still its own host.
      serverReads.forget();
      await fetchBuilderPage(config, { urlPath: '/iluma-club' });
      expect(contentRequests.map((url) => url.origin).sort()).toEqual(
        [other.origin, sandbox.origin, sandbox.origin].sort(),
      );
      expect(contentRequests.at(-1)?.origin).toBe(sandbox.origin);
    } finally {
      await other.close();
    }
  });

  it('content: published content is read once for every render while fresh', async () => {
    await fetchBuilderPage(config, { urlPath: '/iluma-club' });
    await fetchBuilderPage(config, { urlPath: '/iluma-club' });
    expect(contentRequests).toHaveLength(1);
  });

  it('content: a published entry is cleaned once per answer, every render while fresh gets that copy', async () => {
    const first = await fetchBuilderPage(config, { urlPath: '/iluma-club' });
    expect(await fetchBuilderPage(config, { urlPath: '/iluma-club' })).toBe(first);
    serverReads.forget();
    const next = await fetchBuilderPage(config, { urlPath: '/iluma-club' });
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
  });

  it('content: entries come back without the fields that carry code (jsCode, httpRequests, bindings)', async () => {
    answer = () =>
      HttpResponse.json({
        results: [
          {
            id: 'hostile',
            data: {
              jsCode: 'process.exit(1)',
              httpRequests: { leak: 'http://127.0.0.1:1/leak' },
              blocks: [
                {
                  '@type': '@builder.io/sdk:Element',
                  id: 'b',
                  bindings: { x: 'process.exit(2)' },
                  component: { name: 'Hero', options: { title: 'Hi' } },
                },
              ],
            },
          },
        ],
      });
    const content = await fetchBuilderPage(config, { urlPath: '/hostile' });
    expect(content.data).not.toHaveProperty('jsCode');
    expect(content.data).not.toHaveProperty('httpRequests');
    expect(content.data.blocks?.[0]).not.toHaveProperty('bindings');
    expect(content.data.blocks?.[0]).toMatchObject({ id: 'b', component: { options: { title: 'Hi' } } });
  });
});

describe("Builder content in the shopper's language", () => {
  const german = () => ({ ...config, language: 'de' as const, locale: 'de-DE' });
  const localized = (values: Record<string, string>) => ({
    '@type': '@builder.io/core:LocalizedValue',
    ...values,
  });
  const heroTitleOf = (content: { data: { blocks?: unknown[] } }) =>
    (content.data.blocks?.[0] as { component: { options: { title: unknown } } }).component.options.title;

  it("content: a German shopper's page comes in German: asked for in de-DE, its localized values read German", async () => {
    const content = await fetchBuilderPage(german(), { urlPath: '/' });
    expect(contentRequests[0]?.searchParams.get('locale')).toBe('de-DE');
    expect(heroTitleOf(content)).toBe('Finden Sie den Geschmack, der zu Ihrem Tag passt');
    expect(JSON.stringify(content)).not.toContain('@builder.io/core:LocalizedValue');
  });

  it("content: localized values Builder leaves unresolved are read in the shopper's locale, the default where it has none", async () => {
    answer = () =>
      HttpResponse.json({
        results: [
          {
            id: 'saved',
            data: {
              title: localized({ Default: 'Help', 'de-DE': 'Hilfe' }),
              blocks: [
                {
                  '@type': '@builder.io/sdk:Element',
                  id: 'hero',
                  component: {
                    name: 'Hero',
                    options: {
                      title: localized({ Default: 'Our flavours', 'de-DE': 'Unsere Geschmacksrichtungen' }),
                      ctaLabel: localized({ Default: 'Discover', 'fr-FR': 'Découvrir' }),
                    },
                  },
                },
              ],
            },
          },
        ],
      });
    const content = await fetchBuilderPage(german(), { urlPath: '/saved' });
    expect(content.data.title).toBe('Hilfe');
    expect(content.data.blocks?.[0]?.component?.options).toEqual({
      title: 'Unsere Geschmacksrichtungen',
      ctaLabel: 'Discover',
    });
  });

  it("loyalty articles: a German shopper reads the articles' German titles", async () => {
    const pages = await fetchLoyaltyArticlePages(german());
    expect(pages).toEqual(
      expect.arrayContaining([
        {
          articleId: 'article-care-guide',
          title: 'Fünf Gewohnheiten für ein langes Geräteleben',
          url: '/articles/device-care',
        },
      ]),
    );
  });
});

describe('Builder failures are failures, never a missing page', () => {
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );
  const quietly = async <T>(run: () => Promise<T>) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      return await run();
    } finally {
      log.mockRestore();
    }
  };

  it('content timeout: a content API that does not answer fails after the 5,000 ms timeout', async () => {
    answer = () => new Promise<Response>(() => undefined);
    const started = Date.now();
    const failure = await quietly(() => failureOf(fetchBuilderPage(config, { urlPath: '/' })));
    const elapsed = Date.now() - started;
    expect(failure).toBeInstanceOf(ConnectionError);
    expect((failure as ConnectionError).timedOut).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    expect(elapsed).toBeLessThan(6000);
  }, 10_000);

  it.each([
    [500, 'Internal Server Error'],
    [401, 'Invalid API key'],
  ])(
    'content: Builder answering %i rejects with that status, not a 404 response',
    async (status, message) => {
      answer = () => HttpResponse.json({ message }, { status });
      const failure = await quietly(() => failureOf(fetchBuilderPage(config, { urlPath: '/' })));
      expect(failure).toBeInstanceOf(HttpError);
      expect((failure as HttpError).status).toBe(status);
    },
  );

  it.each([
    // The HTTP core's own refusal: no answer of a JSON API that is not JSON is read.
    [
      'text that is not JSON',
      () => new HttpResponse('<html>oops', { headers: { 'content-type': 'text/html' } }),
      InvalidAnswerError,
    ],
    ['JSON without results', () => HttpResponse.json({ data: [] }), MalformedContentError],
    ['an entry without data', () => HttpResponse.json({ results: [{ id: 'x' }] }), MalformedContentError],
  ])('content: a success answering %s is a malformed answer, not a 404', async (_shape, reply, malformed) => {
    answer = reply;
    const failure = await quietly(() => failureOf(fetchBuilderPage(config, { urlPath: '/' })));
    expect(failure).toBeInstanceOf(malformed);
  });

  it('content: Builder down (connection refused) rejects with a connection error', async () => {
    const down = await startSandboxServer([]);
    await down.close();
    const downConfig = {
      ...config,
      backends: { ...config.backends, builder: `${down.origin}/sandbox/builder` },
    };
    const failure = await quietly(() => failureOf(fetchBuilderPage(downConfig, { urlPath: '/' })));
    expect(failure).toBeInstanceOf(ConnectionError);
    expect((failure as ConnectionError).timedOut).toBe(false);
  });
});

describe('loyalty articles in Builder', () => {
  it("loyalty articles: a page's loyaltyArticleId field names the loyalty article it is, with the page's title and path", async () => {
    const pages = await fetchLoyaltyArticlePages(config);
    expect(pages).toEqual(
      expect.arrayContaining([
        {
          articleId: 'article-care-guide',
          title: 'Five habits for a long device life',
          url: '/articles/device-care',
        },
        {
          articleId: 'article-flavour-story',
          title: 'A guide to our flavours',
          url: '/articles/flavour-guide',
        },
      ]),
    );
    // Pages without the field are no loyalty articles; every page is listed whatever its targeting.
    expect(pages.map((page) => page.url)).not.toContain('/articles/loyalty-points');
    expect(contentRequests.at(-1)?.searchParams.get('noTargeting')).toBe('true');
  });
});
