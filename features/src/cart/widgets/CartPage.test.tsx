import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { createCommerceClient } from '../../backends/commerce';
import { resetCommerceSandbox } from '../../backends/commerce/sandbox';
import { addConfigurableProduct, addSimpleProducts, createGuestCart } from '../api';
import { storeGuestCartId } from '../session';
import { CartPage } from './CartPage';

const server = sandboxServerForTests();
const Shop = shopWrapper(configFromEnv({}, 'http://localhost'));
const client = createCommerceClient({
  endpoint: 'http://localhost/sandbox/commerce/graphql',
  storeView: 'default',
});

beforeEach(() => {
  resetCommerceSandbox();
  localStorage.clear();
});

describe('the cart page', () => {
  it('cart page: lines, free gift, promo code, totals and the way to checkout are on the page itself, in no dialog', async () => {
    const cart = await createGuestCart(client);
    await addConfigurableProduct(client, cart.id, { sku: 'AURORA-BLUE', parentSku: 'AURORA' });
    await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER', quantity: 2 }]);
    storeGuestCartId('default', cart.id);
    const user = userEvent.setup();
    render(<CartPage checkoutHref="/checkout" />, { wrapper: Shop });

    const line = (await screen.findByLabelText('Quantity of Fast Charger')).closest('li')!;
    expect(within(line).getByText('Fast Charger')).toBeInTheDocument();
    expect(screen.getByText('Aurora Device')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Free gifts' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Promo code' })).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByRole('dialog')).toBeNull();

    // The page is the cart: changing a quantity works right there.
    await user.click(screen.getByRole('button', { name: 'One more Fast Charger' }));
    expect(
      await screen.findByText('3', { selector: '[aria-label="Quantity of Fast Charger"]' }),
    ).toBeInTheDocument();
  });

  it('product-page mapping: a mapped SKU links to its Builder page in the cart line, an unmapped one to /products/<sku>, the file read once per session', async () => {
    sessionStorage.clear();
    let mappingReads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/product-page-mapping.json')) mappingReads += 1;
    });
    const cart = await createGuestCart(client);
    await addSimpleProducts(client, cart.id, [
      { sku: 'STICKS-AMBER', quantity: 1 },
      { sku: 'CHARGER', quantity: 1 },
    ]);
    storeGuestCartId('default', cart.id);
    const first = render(<CartPage />, { wrapper: Shop });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Amber Sticks' })).toHaveAttribute('href', '/flavours/amber'),
    );
    expect(screen.getByRole('link', { name: 'Fast Charger' })).toHaveAttribute('href', '/products/CHARGER');
    first.unmount();

    // A second visit with an empty request cache (another page of the same tab) finds the file in session storage.
    render(<CartPage />, { wrapper: shopWrapper(configFromEnv({}, 'http://localhost')) });
    expect(await screen.findByRole('link', { name: 'Amber Sticks' })).toHaveAttribute(
      'href',
      '/flavours/amber',
    );
    server.events.removeAllListeners('request:start');
    expect(mappingReads).toBe(1);
  });

  it('cart page: the server render, which cannot read the browser-stored cart, is a loading status the browser fills', () => {
    const html = renderToString(
      <Shop>
        <CartPage />
      </Shop>,
    );
    expect(html).toMatch(/<p role="status"[^>]*>.*Loading your cart…<\/p>/);
  });

  it('cart page: an empty cart says so', async () => {
    render(<CartPage />, { wrapper: Shop });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});
