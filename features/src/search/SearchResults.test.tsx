// The setup file installs the matchers; importing them here also gives the typecheck their types.
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshSwrWrapper } from '../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import {
  configFromEnv,
  consoleReporter,
  sandboxRoute,
  setMonitoringReporter,
  subscribeToTracking,
  type TrackingEvent,
} from '../platform';
import type { SearchResultsPage } from './types';
import { SearchResults, type SearchResultsProps } from './widgets/SearchResults';
import { SearchWidget } from './widgets/SearchWidget';

const server = sandboxServerForTests();
const Providers = freshSwrWrapper(configFromEnv({}, 'http://shop.test'));
const searched: URL[] = [];

beforeAll(() => {
  // Only the search service's calls: the product-page mapping file is read alongside and counted on its own.
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/search')) searched.push(url);
  });
  setMonitoringReporter({ report: () => undefined });
});
afterEach(() => {
  searched.length = 0;
});
afterAll(() => {
  setMonitoringReporter(consoleReporter);
});

const serverPage: SearchResultsPage = {
  query: 'amber',
  page: 1,
  perPage: 10,
  pageCount: 1,
  total: 1,
  results: [
    {
      id: 'product-sticks-amber',
      type: 'product',
      title: 'Amber Sticks',
      url: '/products/STICKS-AMBER',
      excerpt: 'Warm, roasted notes.',
      titleHtml: '<em>Amber</em> Sticks<img src=x onerror="alert(1)">',
      excerptHtml: 'Warm, roasted notes.',
    },
  ],
};

/** The widget as a server-rendered page hands it over: the amber results already fetched. */
const serverRenderedResults = (
  <SearchResults query="amber" page={1} perPage={10} initial={serverPage} onPageChange={() => undefined} />
);

/** A page of results with the tracking bus listened to, for the rules on what a result click tracks. */
function renderTrackedResults(props: Pick<SearchResultsProps, 'query' | 'page' | 'perPage' | 'navigate'>) {
  const events: TrackingEvent[] = [];
  const stop = subscribeToTracking((event) => events.push(event));
  render(<SearchResults {...props} onPageChange={() => undefined} />, { wrapper: Providers });
  return { events, stop };
}

describe('SearchResults', () => {
  it('search: the page the server rendered is shown without asking the service again', async () => {
    render(serverRenderedResults, { wrapper: Providers });
    expect(screen.getByRole('heading', { name: '1 result for “amber”' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searched).toHaveLength(0);
  });

  it('search: results render on the server with the highlight sanitised', () => {
    const html = renderToString(<Providers>{serverRenderedResults}</Providers>);
    expect(html).toContain('<em>Amber</em> Sticks');
    expect(html).not.toContain('onerror');
  });

  it('search: an empty query asks the service nothing', async () => {
    render(<SearchWidget />, { wrapper: Providers });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(searched).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('search: a result opened in a new tab is tracked without holding the shopper back', async () => {
    const navigate = vi.fn();
    const { events, stop } = renderTrackedResults({ query: 'charger', page: 1, perPage: 10, navigate });
    const link = await screen.findByRole('link', { name: 'Fast Charger' });
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    stop();
    expect(notPrevented).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(events).toEqual([
      {
        name: 'tracking:activity:search_result_click',
        payload: { search_term: 'charger', url: '/products/CHARGER', position: 1 },
      },
    ]);
  });

  it('product-page mapping: a mapped SKU links to its Builder page in search results, an unmapped one to /products/<sku>', async () => {
    render(<SearchResults query="sticks" page={1} perPage={10} onPageChange={() => undefined} />, {
      wrapper: Providers,
    });
    // The sandbox mapping file sends Amber to its flavour page; Mint has no page of its own.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Amber Sticks' })).toHaveAttribute('href', '/flavours/amber'),
    );
    expect(screen.getByRole('link', { name: 'Mint Sticks' })).toHaveAttribute(
      'href',
      '/products/STICKS-MINT',
    );
  });

  it('search: result positions count on from earlier pages', async () => {
    const { events, stop } = renderTrackedResults({
      query: 'flavour',
      page: 2,
      perPage: 3,
      navigate: () => undefined,
    });
    const [firstOnPage] = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole(
      'link',
    );
    fireEvent.click(firstOnPage as HTMLElement, { metaKey: true });
    stop();
    expect(events[0]?.payload).toMatchObject({ position: 4 });
  });

  it('search: a failed search shows the error, and Try again asks again', async () => {
    server.use(
      http.get(
        sandboxRoute('search', '/api/search'),
        () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
        { once: true },
      ),
    );
    render(<SearchResults query="device" page={1} perPage={10} onPageChange={() => undefined} />, {
      wrapper: Providers,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Search is not available right now. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('search faults: when the server already waited the full timeout, the error is in the first HTML and the browser asks nothing until Try again', async () => {
    const html = renderToString(
      <Providers>
        <SearchWidget initialQuery="device" failedOnServer />
      </Providers>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Search is not available right now. Please try again.');

    render(<SearchWidget initialQuery="device" failedOnServer />, { wrapper: Providers });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Search is not available right now. Please try again.',
    );
    // Typed text stays in the field.
    expect(screen.getByRole('searchbox')).toHaveValue('device');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searched.filter((url) => url.pathname.endsWith('/api/search'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(searched.filter((url) => url.pathname.endsWith('/api/search'))).toHaveLength(1);
  });

  it('search: the host hears of each new query and page to keep the address bar in step', async () => {
    const onSearchChange = vi.fn();
    render(<SearchWidget perPage={3} onSearchChange={onSearchChange} />, { wrapper: Providers });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the shop' }), 'flavour{Enter}');
    await userEvent.click(await screen.findByRole('link', { name: 'Page 2' }));
    expect(onSearchChange.mock.calls).toEqual([
      [{ query: 'flavour', page: 1 }],
      [{ query: 'flavour', page: 2 }],
    ]);
  });
});
