import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig, setMonitoringReporter, type StorefrontConfig } from '@storefront/features/platform';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '@storefront/features/sandbox-server';
import { fetchBuilderEntry, fetchBuilderPage } from './content.server';
import { SYMBOL_DEPTH_LIMIT, SYMBOL_FETCH_LIMIT, withFetchedSymbols } from './symbols.server';

/** Every symbol request the shop sends; a test may answer in place of the sandbox (by the entry asked for). */
let symbolRequests: URL[] = [];
let answer: ((entry: string) => Response | Promise<Response>) | undefined;
const recordSymbolRequest = http.get('*/api/v3/content/:model', ({ request, params }) => {
  const url = new URL(request.url);
  if (params.model === 'page') return undefined;
  symbolRequests.push(url);
  return answer?.(JSON.parse(url.searchParams.get('query.id') ?? '""') as string);
});

const reports: Array<{ error: unknown; context?: Record<string, unknown> }> = [];
beforeEach(() => {
  symbolRequests = [];
  answer = undefined;
  reports.length = 0;
  setMonitoringReporter({ report: (error, context) => void reports.push({ error, context }) });
});

let sandbox: RunningSandbox;
let config: StorefrontConfig;
beforeAll(async () => {
  sandbox = await startSandboxServer([recordSymbolRequest, ...sandboxHandlers]);
  config = {
    ...defaultConfig,
    backends: { ...defaultConfig.backends, builder: `${sandbox.origin}/sandbox/builder` },
  };
});
afterAll(() => sandbox.close());

type Json = Record<string, unknown>;
const element = '@builder.io/sdk:Element';
let sequence = 0;
const text = (html: string) => ({
  '@type': element,
  id: `text-${(sequence += 1)}`,
  component: { name: 'Text', options: { text: html } },
});
/** A Symbol block as Builder saves one that is not inlined: model and entry only. */
const reference = (entry: string) => ({
  '@type': element,
  id: `symbol-${entry}`,
  component: { name: 'Symbol', options: { symbol: { data: {}, model: 'symbol', entry, inline: false } } },
});
/** A symbol entry as Builder's content API answers it. */
const symbolAnswer = (entry: string, blocks: unknown[], data: Json = {}) =>
  HttpResponse.json({
    results: [
      { id: entry, name: entry, published: 'published', data: { blocks, inputs: [], state: {}, ...data } },
    ],
  });

const resolve = async (blocks: unknown[]) =>
  (await withFetchedSymbols(config, { blocks }, { urlPath: '/test' })).content;
/** The content the server put into the nth block's symbol. */
const symbolContent = (data: { blocks: unknown[] }, index = 0) =>
  (
    (data.blocks[index] as Json)['component'] as {
      options: { symbol: { content?: { data: { blocks: Json[] } } } };
    }
  ).options.symbol.content;

describe('symbols given only by id', () => {
  it("symbols: the seeded club page's symbol is fetched by model and entry from the configured host, with the shop's key", async () => {
    const page = await fetchBuilderPage(config, { urlPath: '/iluma-club' });
    const { content: served, unavailable } = await withFetchedSymbols(config, page.data, {
      urlPath: '/iluma-club',
    });
    expect(JSON.stringify(served)).toContain('Still have a question?');
    expect(unavailable).toEqual([]);
    expect(symbolRequests).toHaveLength(1);
    const [request] = symbolRequests;
    expect(request!.origin + request!.pathname).toBe(
      `${sandbox.origin}/sandbox/builder/api/v3/content/symbol`,
    );
    expect(request!.searchParams.get('apiKey')).toBe(defaultConfig.builder.apiKey);
    expect(request!.searchParams.get('query.id')).toBe('"sandbox-symbol-club-help"');
    expect(request!.searchParams.get('limit')).toBe('1');
    expect(reports).toEqual([]);
  });

  it("symbols: a fetched symbol's code (jsCode, httpRequests, bindings, actions) is stripped like the page's", async () => {
    answer = (entry) =>
      symbolAnswer(entry, [{ ...text('<p>Hi</p>'), bindings: { hide: 'true' }, actions: { click: 'x()' } }], {
        jsCode: 'steal()',
        httpRequests: { spy: 'https://spy.example' },
      });
    const served = await resolve([reference('coded')]);
    const content = symbolContent(served)!;
    expect(content.data.blocks[0]).toMatchObject({ component: { name: 'Text' } });
    expect(JSON.stringify(content)).not.toMatch(/jsCode|httpRequests|bindings|actions|steal/);
  });

  it('symbols: one request per symbol per page view, however often the page uses it', async () => {
    answer = (entry) => symbolAnswer(entry, [text('<p>Shared</p>')]);
    const served = await resolve([
      reference('shared'),
      reference('shared'),
      { children: [reference('shared')] },
    ]);
    expect(symbolRequests).toHaveLength(1);
    expect(symbolContent(served, 0)).toBeDefined();
    expect(symbolContent(served, 1)).toBeDefined();
    expect(JSON.stringify(served).match(/Shared/g)).toHaveLength(3);
  });

  it(`symbols: nested symbols are fetched too, at most ${SYMBOL_DEPTH_LIMIT} levels deep; deeper ones are reported`, async () => {
    // Every level holds the next: level-1 holds level-2, and so on without end.
    answer = (entry) => {
      const level = Number(entry.replace('level-', ''));
      return symbolAnswer(entry, [text(`<p>Level ${level}</p>`), reference(`level-${level + 1}`)]);
    };
    const served = await resolve([reference('level-1')]);
    expect(symbolRequests).toHaveLength(SYMBOL_DEPTH_LIMIT);
    for (let level = 1; level <= SYMBOL_DEPTH_LIMIT; level += 1)
      expect(JSON.stringify(served)).toContain(`Level ${level}<`);
    expect(JSON.stringify(served)).not.toContain(`Level ${SYMBOL_DEPTH_LIMIT + 1}<`);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.context).toMatchObject({ service: 'builder', urlPath: '/test' });
    expect(String(reports[0]!.error)).toContain(`symbol/level-${SYMBOL_DEPTH_LIMIT + 1} (nested deeper than`);
  });

  it('symbols: a symbol inside itself is drawn once, not fetched again, and reported', async () => {
    answer = (entry) => symbolAnswer(entry, [text('<p>Loop</p>'), reference(entry)]);
    const served = await resolve([reference('loop')]);
    expect(symbolRequests).toHaveLength(1);
    expect(JSON.stringify(served).match(/Loop/g)).toHaveLength(1);
    expect(String(reports[0]!.error)).toContain('symbol/loop (inside itself)');
  });

  it(`symbols: at most ${SYMBOL_FETCH_LIMIT} different symbols are fetched per page view; the rest show nothing, reported once`, async () => {
    answer = (entry) => symbolAnswer(entry, [text(`<p>${entry}</p>`)]);
    const count = SYMBOL_FETCH_LIMIT + 5;
    const served = await resolve(Array.from({ length: count }, (_, index) => reference(`many-${index}`)));
    expect(symbolRequests).toHaveLength(SYMBOL_FETCH_LIMIT);
    const drawn = served.blocks.filter((_, index) => symbolContent(served, index) !== undefined);
    expect(drawn).toHaveLength(SYMBOL_FETCH_LIMIT);
    expect(reports).toHaveLength(1);
    expect(String(reports[0]!.error).match(/over 20 symbols/g)).toHaveLength(5);
  });

  it('symbols: a symbol Builder fails on, or does not have, leaves its block empty and the page renders; reported to monitoring', async () => {
    answer = (entry) =>
      entry === 'broken'
        ? HttpResponse.json({ message: 'boom' }, { status: 500 })
        : entry === 'malformed'
          ? HttpResponse.json({ nothing: true })
          : entry === 'missing'
            ? HttpResponse.json({ results: [] })
            : symbolAnswer(entry, [text('<p>Fine</p>')]);
    const served = await resolve([
      reference('broken'),
      reference('malformed'),
      reference('missing'),
      reference('fine'),
    ]);
    expect([0, 1, 2, 3].map((index) => symbolContent(served, index) !== undefined)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    // The symbol block keeps its reference, so the editor can say which symbol is missing.
    expect(served.blocks[0]).toMatchObject({
      component: { options: { symbol: { model: 'symbol', entry: 'broken' } } },
    });
    const summary = reports.find((report) => String(report.error).includes('Builder symbols not shown'));
    expect(String(summary!.error)).toContain('symbol/broken (Builder failed)');
    expect(String(summary!.error)).toContain('symbol/malformed (Builder failed)');
    expect(String(summary!.error)).toContain('symbol/missing (not found)');
  });

  it('symbols: the server asks for published symbol content only', async () => {
    answer = (entry) => symbolAnswer(entry, [text('<p>Published</p>')]);
    await resolve([reference('published')]);
    expect(symbolRequests[0]!.searchParams.has('includeUnpublished')).toBe(false);
  });

  it('symbols: an inlined symbol is kept as it is, with no request', async () => {
    const inlined = {
      ...reference('inline'),
      component: {
        name: 'Symbol',
        options: {
          symbol: { model: 'symbol', entry: 'inline', content: { data: { blocks: [text('<p>In</p>')] } } },
        },
      },
    };
    const served = await resolve([inlined]);
    expect(symbolRequests).toHaveLength(0);
    expect(symbolContent(served)!.data.blocks).toHaveLength(1);
  });

  it("content: a symbol model name outside Builder's letters never reaches the request path", async () => {
    await expect(fetchBuilderEntry(config, { model: '../page', entryId: 'x' })).resolves.toBeUndefined();
    expect(symbolRequests).toHaveLength(0);
  });
});
