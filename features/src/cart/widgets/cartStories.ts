/** Story data shared by the drawer's and the cart page's stories: sandbox carts and the phone viewport. */
import { createCommerceClient } from '../../backends/commerce';
import { addConfigurableProduct, addSimpleProducts, applyCoupon, createGuestCart } from '../api';
import { CART_ID_KEY } from '../session';

/** Each story starts from the sandbox's own fresh guest cart; a story with items fills one in its own loader. */
export function freshGuestCart() {
  localStorage.removeItem(CART_ID_KEY);
  return {};
}

/** A device, two chargers (enough for the free gift offer) and the welcome code: every part of the drawer shows. */
export async function cartWithItems() {
  const client = createCommerceClient({ endpoint: '/sandbox/commerce/graphql', storeView: 'default' });
  const cart = await createGuestCart(client);
  await addConfigurableProduct(client, cart.id, { sku: 'AURORA-BLUE', parentSku: 'AURORA' });
  await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER', quantity: 2 }]);
  await applyCoupon(client, cart.id, 'WELCOME10');
  localStorage.setItem(CART_ID_KEY, cart.id);
  return {};
}

/**
 * A phone (mobile1's 320 px): the drawer, min(28rem, 100vw) wide, covers the whole screen there. Tall enough that the
 * screenshot shows every part of the cart without scrolling.
 */
export const phoneViewports = {
  options: {
    phoneTall: { name: 'Phone (mobile1 width), tall', styles: { width: '320px', height: '960px' } },
  },
};
