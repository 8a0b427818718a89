/** Story data shared by the drawer's and the cart page's stories: sandbox carts and the phone viewport. */
import { createCommerceClient } from '../../backends/commerce';
import { resetCommerceSandbox } from '../../backends/commerce/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { clearStoredUser, defaultConfig } from '../../platform';
import { addSimpleProducts, addConfigurableProduct, applyCoupon, createGuestCart } from '../api';
import { loadShopperCart, storeGuestCartId } from '../session';

/** Each story starts from the sandbox's own fresh guest cart; a story with items fills one in its own loader. */
export function freshGuestCart() {
  storeGuestCartId('default', undefined);
  return {};
}

/** A device, two chargers (enough for the free gift offer) and the welcome code: every part of the drawer shows. */
export async function cartWithItems() {
  const client = createCommerceClient({ endpoint: '/sandbox/commerce/graphql', storeView: 'default' });
  const cart = await createGuestCart(client);
  await addConfigurableProduct(client, cart.id, { sku: 'AURORA-BLUE', parentSku: 'AURORA' });
  await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER', quantity: 2 }]);
  await applyCoupon(client, cart.id, 'WELCOME10');
  storeGuestCartId('default', cart.id);
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

/**
 * Ada signed in with three packs of sticks in her own cart, so the loyalty campaign she may use is offered; signed out
 * again after the story.
 */
export async function signedInCartForPoints() {
  resetCommerceSandbox();
  const session = await signInSeededShopper(defaultConfig);
  const client = createCommerceClient({
    endpoint: '/sandbox/commerce/graphql',
    storeView: 'default',
    getCustomerToken: () => session.magentoToken,
  });
  const cart = await loadShopperCart(client);
  await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-RUBY', quantity: 3 }]);
  return () => clearStoredUser();
}
