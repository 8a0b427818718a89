import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
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
import { catalogFallback, productRequestFor } from '../hooks';
import { ProductDetail } from './ProductDetail';

const server = sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);

const events: TrackingEvent[] = [];
let stopListening: () => void = () => undefined;
const viewItems = () => events.filter((event) => event.name === 'tracking:commerce:view_item');

beforeEach(() => {
  resetCommerceSandbox();
  events.length = 0;
  stopListening = subscribeToTracking((event) => events.push(event));
});
afterEach(() => stopListening());

describe('ProductDetail tracking', () => {
  it('tracking: view_item is raised once when a product page shows the product, with its price as value', async () => {
    const view = render(<ProductDetail sku="AURORA" />, { wrapper: Shop });
    await screen.findByRole('heading', { name: 'Aurora Device' });
    await waitFor(() => expect(viewItems()).toHaveLength(1));
    const [viewItem] = viewItems();
    expect(viewItem?.payload).toEqual({
      currency: 'EUR',
      items: [{ sku: 'AURORA', name: 'Aurora Device', price: 49 }],
    });
    expect(viewItem && toDataLayer(viewItem).messages[1]).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'EUR',
        value: 49,
        items: [{ item_id: 'AURORA', item_name: 'Aurora Device', price: 49, quantity: 1 }],
      },
    });
    // A re-render shows the same product: not a new view.
    view.rerender(<ProductDetail sku="AURORA" />);
    expect(viewItems()).toHaveLength(1);
  });

  it('tracking: view_item is raised again when the widget shows another product', async () => {
    const view = render(<ProductDetail sku="AURORA" />, { wrapper: Shop });
    await screen.findByRole('heading', { name: 'Aurora Device' });
    view.rerender(<ProductDetail sku="NOVA" />);
    await screen.findByRole('heading', { name: 'Nova Device' });
    await waitFor(() =>
      expect(viewItems().map((event) => event.payload.items[0]?.sku)).toEqual(['AURORA', 'NOVA']),
    );
  });
});

describe('ProductDetail when the server could not fetch the product', () => {
  it('catalogue faults: when the server already waited the full timeout, the message shows at once and the browser asks nothing until Try again', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on('request:start', record);
    render(<ProductDetail sku="AURORA" failedOnServer />, { wrapper: Shop });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This product could not be loaded. Please try again.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.filter((url) => url.includes('/commerce/'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Aurora Device' })).toBeInTheDocument();
    server.events.removeListener('request:start', record);
  });
});

describe('ProductDetail on a page served from a cache', () => {
  it('catalogue cache: the price of a cached product page is fetched again once the page is live, and the fresh price replaces the stale one', async () => {
    const { fallback } = await catalogFallback(
      createCommerceClient({ endpoint: config.backends.commerce, storeView: config.storeView }),
      productRequestFor('AURORA'),
    );
    // The copy a cached page holds: the product as it was, at a price that has since changed.
    const stale = JSON.parse(
      JSON.stringify(fallback).replaceAll(/"value":[\d.]+/g, '"value":99'),
    ) as typeof fallback;
    render(
      <StorefrontSWRConfig>
        <SWRConfig value={{ fallback: stale }}>
          <ProductDetail sku="AURORA" />
        </SWRConfig>
      </StorefrontSWRConfig>,
      { wrapper: Shop },
    );
    expect(screen.getByText('€99.00')).toBeInTheDocument();
    expect(await screen.findByText('€49.00')).toBeInTheDocument();
    expect(screen.queryByText('€99.00')).not.toBeInTheDocument();
  });
});

describe('ProductDetail points', () => {
  it('points: the buy box says how many club points the product earns (earnings by type product and the SKU)', async () => {
    render(<ProductDetail sku="AURORA" />, { wrapper: Shop });
    expect(await screen.findByText('Earn 200 club points with this product')).toBeInTheDocument();
  });

  it('points: unreachable loyalty leaves the buy box quiet (safe default: zero earning points)', async () => {
    server.use(
      http.get('*/sandbox/loyalty-evo/earnings', () =>
        HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
      ),
    );
    render(<ProductDetail sku="AURORA" />, { wrapper: Shop });
    await screen.findByRole('heading', { name: 'Aurora Device' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/club points/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ProductDetail add to cart', () => {
  it('add to cart: the cart’s code comes with the first press, and that press adds the product once', async () => {
    const user = userEvent.setup();
    render(<ProductDetail sku="AURORA" />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const added = events.filter((event) => event.name === 'tracking:commerce:add_to_cart');
    expect(added).toHaveLength(1);
    expect(added[0]?.payload).toMatchObject({ items: [expect.objectContaining({ quantity: 1 })] });
  });
});
