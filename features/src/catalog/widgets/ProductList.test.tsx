import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configFromEnv,
  StorefrontSWRConfig,
  subscribeToTracking,
  toDataLayer,
  type TrackingEvent,
} from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { createCommerceClient } from '../../backends/commerce';
import { resetCommerceSandbox } from '../../backends/commerce/sandbox';
import { catalogFallback, categoryRequestFor } from '../hooks';
import { ProductList } from './ProductList';

sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);
/** The sandbox's flavour sticks category. */
const sticks = 'Y2F0LTIw';

const events: TrackingEvent[] = [];
let stopListening: () => void = () => undefined;
const named = (name: TrackingEvent['name']) => events.filter((event) => event.name === name);

beforeEach(() => {
  resetCommerceSandbox();
  events.length = 0;
  stopListening = subscribeToTracking((event) => events.push(event));
});
afterEach(() => stopListening());

describe('ProductList tracking', () => {
  it('tracking: view_item_list is raised once when the list is shown, with its id, name and every product in order', async () => {
    const view = render(<ProductList categoryId={sticks} listName="Flavour sticks" />, { wrapper: Shop });
    await screen.findByRole('link', { name: 'Amber Sticks' });
    await waitFor(() => expect(named('tracking:commerce:view_item_list')).toHaveLength(1));
    const [list] = named('tracking:commerce:view_item_list');
    expect(list?.payload).toEqual({
      list_id: sticks,
      list_name: 'Flavour sticks',
      items: [
        { sku: 'STICKS-AMBER', name: 'Amber Sticks', price: 6.5, index: 0 },
        { sku: 'STICKS-MINT', name: 'Mint Sticks', price: 6.5, index: 1 },
        { sku: 'STICKS-RUBY', name: 'Ruby Sticks', price: 6.9, index: 2 },
        { sku: 'STICKS-ARCTIC', name: 'Arctic Sticks', price: 6.5, index: 3 },
      ],
    });
    const inList = { item_list_id: sticks, item_list_name: 'Flavour sticks', quantity: 1 };
    expect(list && toDataLayer(list).messages[1]).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: sticks,
        item_list_name: 'Flavour sticks',
        items: [
          { ...inList, item_id: 'STICKS-AMBER', item_name: 'Amber Sticks', price: 6.5, index: 0 },
          { ...inList, item_id: 'STICKS-MINT', item_name: 'Mint Sticks', price: 6.5, index: 1 },
          { ...inList, item_id: 'STICKS-RUBY', item_name: 'Ruby Sticks', price: 6.9, index: 2 },
          { ...inList, item_id: 'STICKS-ARCTIC', item_name: 'Arctic Sticks', price: 6.5, index: 3 },
        ],
      },
    });
    // A re-render shows the same list: not a new impression.
    view.rerender(<ProductList categoryId={sticks} listName="Flavour sticks" />);
    expect(named('tracking:commerce:view_item_list')).toHaveLength(1);
  });

  it('tracking: select_item is raised when the shopper chooses a product, before the page leaves for it', async () => {
    const user = userEvent.setup();
    render(
      <ProductList
        categoryId={sticks}
        listName="Flavour sticks"
        productHref={(product) => `#${product.sku}`}
      />,
      { wrapper: Shop },
    );
    await user.click(await screen.findByRole('link', { name: 'Mint Sticks' }));
    const [selected] = named('tracking:commerce:select_item');
    expect(selected?.payload).toEqual({
      list_id: sticks,
      list_name: 'Flavour sticks',
      item: { sku: 'STICKS-MINT', name: 'Mint Sticks', price: 6.5, index: 1 },
    });
    expect(selected && toDataLayer(selected).messages[1]).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_id: sticks,
        item_list_name: 'Flavour sticks',
        items: [
          {
            item_id: 'STICKS-MINT',
            item_name: 'Mint Sticks',
            price: 6.5,
            index: 1,
            quantity: 1,
            item_list_id: sticks,
            item_list_name: 'Flavour sticks',
          },
        ],
      },
    });
    // The page leaves only after the tracking delay, so the event gets out first (spec section 4).
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(window.location.hash).toBe('#STICKS-MINT'), { timeout: 2000 });
  });
});

describe('ProductList links that open elsewhere', () => {
  it('plain click: an Alt-click or a middle click on a product or a filter is left to the browser, neither taken over nor tracked', async () => {
    render(
      <ProductList
        categoryId={sticks}
        listName="Flavour sticks"
        path="#sticks"
        productHref={(product) => `#${product.sku}`}
      />,
      { wrapper: Shop },
    );
    const links = [
      await screen.findByRole('link', { name: 'Mint Sticks' }),
      screen.getByRole('link', { name: 'Amber (1)' }),
    ];
    for (const link of links) {
      // fireEvent answers false when a handler prevented the browser's own following of the link.
      expect(fireEvent.click(link, { altKey: true }), 'Alt-click').toBe(true);
      expect(fireEvent.click(link, { button: 1 }), 'middle click').toBe(true);
    }
    expect(named('tracking:commerce:select_item')).toEqual([]);
    expect(named('tracking:activity:shop_filter')).toEqual([]);
  });
});

describe('ProductList on a page served from a cache', () => {
  it('catalogue cache: the prices of a cached category page are fetched again once the page is live, and the fresh prices replace the stale ones', async () => {
    const { fallback } = await catalogFallback(
      createCommerceClient({ endpoint: config.backends.commerce, storeView: config.storeView }),
      categoryRequestFor(sticks),
    );
    // The copy a cached page holds: the products as they were, at prices that have since changed.
    const stale = JSON.parse(
      JSON.stringify(fallback).replaceAll(/"value":[\d.]+/g, '"value":99'),
    ) as typeof fallback;
    render(
      <StorefrontSWRConfig>
        <SWRConfig value={{ fallback: stale }}>
          <ProductList categoryId={sticks} listName="Flavour sticks" />
        </SWRConfig>
      </StorefrontSWRConfig>,
      { wrapper: Shop },
    );
    expect(screen.getAllByText('€99.00')).toHaveLength(4);
    expect(await screen.findAllByText('€6.50')).toHaveLength(3);
    expect(screen.getByText('€6.90')).toBeInTheDocument();
    expect(screen.queryByText('€99.00')).not.toBeInTheDocument();
  });
});

describe('ProductList sorting and filters', () => {
  it('tracking: shop filter is raised with the filter and its value when the shopper changes a filter, before the page leaves for it', async () => {
    const user = userEvent.setup();
    // A hash path keeps jsdom on the page while it "leaves" for the filtered list.
    render(<ProductList categoryId={sticks} listName="Flavour sticks" path="#sticks" />, { wrapper: Shop });
    await user.click(await screen.findByRole('link', { name: 'Amber (1)' }));
    expect(named('tracking:activity:shop_filter').map((event) => event.payload)).toEqual([
      { filter: 'flavor', value: 'Amber' },
    ]);
    await waitFor(() => expect(window.location.hash).toBe('#sticks?flavor=Amber'), { timeout: 2000 });
  });

  it('filters: a chosen value is marked and leads to the list without it; each order is a link that keeps the filters, the current one marked', async () => {
    render(
      <ProductList
        categoryId={sticks}
        listName="Flavour sticks"
        path="/category/sticks"
        listing={{ sort: 'position', filters: { flavor: ['Amber'] }, page: 1 }}
      />,
      { wrapper: Shop },
    );
    const chosen = await screen.findByRole('link', { name: /^Amber \(1\) ?, chosen: remove$/ });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(chosen).toHaveAttribute('href', '/category/sticks');
    expect(screen.getByRole('link', { name: 'Mint (1)' })).toHaveAttribute(
      'href',
      '/category/sticks?flavor=Amber&flavor=Mint',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 product');
    const sorting = screen.getByRole('navigation', { name: 'Sort by' });
    expect(within(sorting).getByRole('link', { name: 'Price: high to low' })).toHaveAttribute(
      'href',
      '/category/sticks?sort=price-desc&flavor=Amber',
    );
    expect(within(sorting).getByRole('link', { name: /^Recommended/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
