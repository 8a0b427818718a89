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

  it("cart page: the server render of a signed-in shopper's cart, which the browser reads with its token, is a loading status the browser fills", () => {
    const html = renderToString(
      <Shop>
        <CartPage rendered={{}} />
      </Shop>,
    );
    expect(html).toMatch(/<p role="status"[^>]*>.*Loading your cart…<\/p>/);
  });

  it("cart server form: the server render of a guest's cart holds its lines, and each button is a form's that posts the line's new quantity to /cart", async () => {
    const cart = await createGuestCart(client);
    const { cart: rendered } = await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER', quantity: 2 }]);
    const html = renderToString(
      <Shop>
        <CartPage rendered={{ cart: rendered }} />
      </Shop>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(within(page).getByLabelText('Quantity of Fast Charger')).toHaveTextContent('2');
    const more = within(page).getByRole('button', { name: 'One more Fast Charger' });
    const form = more.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cart');
    expect(more).toHaveAttribute('type', 'submit');
    expect(Object.fromEntries(new FormData(form, more))).toEqual({
      intent: 'quantity',
      uid: rendered.items![0]!.uid,
      quantity: '3',
    });
    const remove = within(page).getByRole('button', { name: 'Remove Fast Charger' });
    expect(new FormData(form, remove).get('quantity')).toBe('0');
    const coupon = within(page).getByRole('form', { name: 'Promo code' });
    expect(coupon).toHaveAttribute('method', 'post');
    // Before the page runs its scripts, Apply is a form's button: never announced as unavailable.
    const apply = within(coupon).getByRole('button', { name: 'Apply' });
    expect(apply).not.toHaveAttribute('aria-disabled');
    expect(new FormData(coupon as HTMLFormElement, apply).get('intent')).toBe('coupon');
  });

  it('cart server form: a guest without a cart reads the empty cart in the first HTML, and a refused code comes back worded, as typed', async () => {
    const html = renderToString(
      <Shop>
        <CartPage rendered={{ cart: null }} />
      </Shop>,
    );
    expect(html).toContain('Your cart is empty.');
    expect(html).not.toContain('Loading your cart');

    const cart = await createGuestCart(client);
    const { cart: rendered } = await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER' }]);
    storeGuestCartId('default', cart.id);
    render(
      <CartPage
        rendered={{ cart: rendered }}
        posted={{
          coupon: { code: 'NOPE', messages: [{ kind: 'shop', key: 'cart.checkout.error.promo_code' }] },
        }}
      />,
      { wrapper: Shop },
    );
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('NOPE');
    expect(screen.getByText('This promo code cannot be applied.')).toBeInTheDocument();
  });

  it('cart server form: once hydrated, a cart rendered by the server changes in the browser, with no form sent', async () => {
    const cart = await createGuestCart(client);
    const { cart: rendered } = await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER', quantity: 2 }]);
    storeGuestCartId('default', cart.id);
    const sent: string[] = [];
    const onSubmit = (event: SubmitEvent) => sent.push((event.target as HTMLFormElement).action);
    document.addEventListener('submit', onSubmit);
    const user = userEvent.setup();
    render(<CartPage rendered={{ cart: rendered }} />, { wrapper: Shop });
    expect(screen.getByLabelText('Quantity of Fast Charger')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'One more Fast Charger' }));
    expect(
      await screen.findByText('3', { selector: '[aria-label="Quantity of Fast Charger"]' }),
    ).toBeInTheDocument();
    document.removeEventListener('submit', onSubmit);
    expect(sent).toEqual([]);
  });

  it('cart page: an empty cart says so', async () => {
    render(<CartPage />, { wrapper: Shop });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});
