import { beforeEach, describe, expect, it } from 'vitest';
import { createCommerceClient, getStoreConfig } from '../backends/commerce';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../backends/commerce/sandbox';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { addSimpleProducts, getCustomerCart } from '../cart';

sandboxServerForTests();
beforeEach(() => resetCommerceSandbox());

const endpoint = 'http://shop.test/sandbox/commerce/graphql';
const shopIn = (storeView: 'default' | 'trial') =>
  createCommerceClient({ endpoint, storeView, getCustomerToken: () => SANDBOX_CUSTOMER_TOKENS.ada });

describe('the trial store view', () => {
  it('trial store view: a shopper in it gets a cart of its own, priced and limited by the trial view', async () => {
    const everyday = await getCustomerCart(shopIn('default'));
    await addSimpleProducts(shopIn('default'), everyday.id, [{ sku: 'STICKS-AMBER', quantity: 1 }]);

    const trial = await getCustomerCart(shopIn('trial'));
    expect(trial.id).not.toBe(everyday.id);
    expect(trial.items).toEqual([]);
    const added = await addSimpleProducts(shopIn('trial'), trial.id, [{ sku: 'STICKS-AMBER', quantity: 1 }]);
    // The trial view takes no coupons; the default view's cart still does.
    expect(added.cart.can_apply_coupons).toBe(false);
    expect((await getCustomerCart(shopIn('default'))).can_apply_coupons).toBe(true);
    expect(await getStoreConfig(shopIn('trial'))).toMatchObject({
      store_code: 'trial',
      cartons_limit_value: 5,
    });
  });
});
