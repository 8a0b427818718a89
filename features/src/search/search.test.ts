import { http, type RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { sandboxHandlers } from '../platform/sandbox';
import {
  configFromEnv,
  consoleReporter,
  HttpError,
  setMonitoringReporter,
  type StorefrontConfig,
} from '../platform';
import { searchSite } from './api';
import { pagerPages } from './types';

function recording(urls: URL[]): RequestHandler {
  return http.all('*', ({ request }) => {
    urls.push(new URL(request.url));
  });
}

let sandbox: RunningSandbox;
let config: StorefrontConfig;
const requested: URL[] = [];

beforeAll(async () => {
  sandbox = await startSandboxServer([recording(requested), ...sandboxHandlers]);
  config = configFromEnv({}, sandbox.origin);
  // Failed calls are reported by the HTTP core; keep the test output quiet.
  setMonitoringReporter({ report: () => undefined });
});
afterEach(() => void (requested.length = 0));
afterAll(async () => {
  setMonitoringReporter(consoleReporter);
  await sandbox.close();
});

const lastParams = () => Object.fromEntries(requested.at(-1)?.searchParams ?? []);

describe('search', () => {
  it('search: highlight is on by default', async () => {
    const page = await searchSite(config, { query: 'device', page: 1, perPage: 5 });
    expect(lastParams().highlight).toBe('1');
    expect(page.results[0]?.titleHtml).toContain('<em>Device</em>');
  });

  it('search: highlight=0 when the caller turns it off, and no highlighted HTML comes back', async () => {
    const page = await searchSite(config, { query: 'device', page: 1, perPage: 5, highlight: false });
    expect(lastParams().highlight).toBe('0');
    expect(
      page.results.every((result) => result.titleHtml === undefined && result.excerptHtml === undefined),
    ).toBe(true);
  });

  it("search: page size and page are the caller's (per_page, page)", async () => {
    const page = await searchSite(config, { query: 'flavour', page: 2, perPage: 3 });
    expect(lastParams()).toMatchObject({ q: 'flavour', per_page: '3', page: '2' });
    expect(page).toMatchObject({ page: 2, perPage: 3 });
    expect(page.results).toHaveLength(3);
    expect(page.pageCount).toBe(Math.ceil(page.total / 3));
  });

  it('search: asks in the shop language unless the caller names one', async () => {
    await searchSite({ ...config, language: 'de' }, { query: 'device', page: 1, perPage: 5 });
    expect(lastParams().lang).toBe('de');
    await searchSite(config, { query: 'device', page: 1, perPage: 5, lang: 'fr' });
    expect(lastParams().lang).toBe('fr');
  });

  it('search: a German page finds German words and reads German titles and snippets (lang=de)', async () => {
    const german = await searchSite(
      { ...config, language: 'de' },
      { query: 'Lederetui', page: 1, perPage: 5 },
    );
    expect(german.results[0]).toMatchObject({ title: 'Lederetui', url: '/products/CASE' });
    expect(german.results[0]?.excerpt).toContain('Magnetverschluss');
    expect((await searchSite(config, { query: 'Lederetui', page: 1, perPage: 5 })).total).toBe(0);
    const english = await searchSite(config, { query: 'leather', page: 1, perPage: 5 });
    expect(english.results[0]?.title).toBe('Leather Case');
  });

  it('search: type narrows the results to products, FAQ or articles', async () => {
    const page = await searchSite(config, { query: 'device', page: 1, perPage: 50, type: 'faq' });
    expect(lastParams().type).toBe('faq');
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((result) => result.type === 'faq')).toBe(true);
  });

  it('search: answers data and meta, mapped to results, total and page count', async () => {
    const page = await searchSite(config, { query: 'amber', page: 1, perPage: 10 });
    expect(page.query).toBe('amber');
    expect(page.total).toBe(page.results.length);
    expect(page.results[0]).toMatchObject({
      id: 'product-sticks-amber',
      title: 'Amber Sticks',
      url: '/products/STICKS-AMBER',
    });
  });

  it('search: a query nothing matches gives an empty page, not an error', async () => {
    const page = await searchSite(config, { query: 'snorkel', page: 1, perPage: 10 });
    expect(page).toMatchObject({ results: [], total: 0, pageCount: 1 });
  });

  it('search sandbox: a missing q is a 400 with the service message', async () => {
    const failure = searchSite(config, { query: '', page: 1, perPage: 10 });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 400, userMessage: 'The q field is required.' });
  });

  it('search sandbox: highlight markup is <em> around the matched words, the rest escaped', async () => {
    const page = await searchSite(config, { query: 'charge', page: 1, perPage: 10, type: 'faq' });
    expect(page.results[0]?.excerptHtml).toContain('<em>charger</em>');
    expect(page.results[0]?.excerptHtml).not.toMatch(/<(?!\/?em>)/);
  });
});

describe('pager', () => {
  it('pager: short lists show every page', () => {
    expect(pagerPages(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('pager: long lists show first, last and the pages around the current one with gaps', () => {
    expect(pagerPages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });

  it('pager: a single skipped page is shown rather than a gap', () => {
    expect(pagerPages(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });

  it('pager: a current page beyond 2^53 (where a page plus one is the same page) ends with the pages it can show', () => {
    expect(pagerPages(1e300, 1e300)).toEqual([1, 'gap', 1e300]);
    expect(pagerPages(2 ** 53 + 2, 2 ** 53 + 2).length).toBeLessThanOrEqual(5);
  });
});
