import { describe, expect, it } from 'vitest';
import { ga4CommerceEventNames, toDataLayer } from './ga4';
import { trackingEventNames, type CommerceEventName, type TrackingEvent } from './events';
import { samplePayloads } from './samplePayloads.testdata';

const eventOf = (name: keyof typeof samplePayloads) =>
  ({ name, payload: samplePayloads[name] }) as TrackingEvent;
const ecommerceOf = (name: keyof typeof samplePayloads) =>
  (toDataLayer(eventOf(name)).messages[1] as { ecommerce: Record<string, unknown> }).ecommerce;

const commerceNames = trackingEventNames.filter((name): name is CommerceEventName =>
  name.startsWith('tracking:commerce:'),
);
const pricedCommerceNames = commerceNames.filter(
  (name) => name !== 'tracking:commerce:view_item_list' && name !== 'tracking:commerce:select_item',
);

describe('GA4 dataLayer mapping', () => {
  it.each(commerceNames)(
    'ga4: %s clears the previous ecommerce object, then pushes its GA4 event',
    (name) => {
      const { messages, problems } = toDataLayer(eventOf(name));
      expect(problems).toEqual([]);
      expect(messages[0]).toEqual({ ecommerce: null });
      expect(messages[1]).toMatchObject({
        event: ga4CommerceEventNames[name],
        ecommerce: { items: expect.any(Array) },
      });
    },
  );

  it.each(pricedCommerceNames)('ga4: %s sends currency with its value (sum of price x quantity)', (name) => {
    const ecommerce = ecommerceOf(name);
    const items = ecommerce.items as Array<{ price: number; quantity: number }>;
    expect(ecommerce.currency).toBe('EUR');
    expect(ecommerce.value).toBe(
      Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100,
    );
  });

  it.each(commerceNames)('ga4: every item of %s has an item_id or item_name', (name) => {
    for (const item of ecommerceOf(name).items as Array<Record<string, unknown>>) {
      expect(item.item_id || item.item_name).toBeTruthy();
    }
  });

  it('ga4: the recommended names are used where GA4 has one', () => {
    expect(commerceNames.map((name) => ga4CommerceEventNames[name])).toEqual(
      expect.arrayContaining([
        'view_item_list',
        'select_item',
        'view_item',
        'view_cart',
        'add_to_cart',
        'remove_from_cart',
        'begin_checkout',
        'add_shipping_info',
        'add_payment_info',
        'purchase',
      ]),
    );
  });

  it('ga4: a carton more is add_to_cart and a carton fewer is remove_from_cart', () => {
    expect(toDataLayer(eventOf('tracking:commerce:increase_carton')).messages[1]).toMatchObject({
      event: 'add_to_cart',
    });
    expect(toDataLayer(eventOf('tracking:commerce:decrease_carton')).messages[1]).toMatchObject({
      event: 'remove_from_cart',
    });
  });

  it('ga4: add_to_cart maps sku to item_id, name to item_name and the value excludes nothing else', () => {
    expect(ecommerceOf('tracking:commerce:add_to_cart')).toEqual({
      currency: 'EUR',
      value: 62.99,
      items: [
        { item_id: 'STK-AMBER', item_name: 'Amber sticks', price: 6.5, quantity: 2, item_category: 'sticks' },
        { item_id: 'DEV-ONE', item_name: 'Device One', price: 49.99, quantity: 1 },
      ],
    });
  });

  it('ga4: purchase carries transaction_id, shipping and tax, and its value leaves shipping and tax out', () => {
    expect(ecommerceOf('tracking:commerce:purchase')).toMatchObject({
      transaction_id: '000000042',
      currency: 'EUR',
      value: 62.99,
      shipping: 2.99,
      tax: 3.1,
    });
  });

  it('ga4: a purchase with an empty transaction_id is not sent', () => {
    const mapping = toDataLayer({
      name: 'tracking:commerce:purchase',
      payload: { ...samplePayloads['tracking:commerce:purchase'], transaction_id: '' },
    });
    expect(mapping.messages).toEqual([]);
    expect(mapping.problems).toEqual(['purchase not sent: GA4 needs a non-empty transaction_id']);
  });

  it('ga4: an item with neither sku nor name is left out and reported', () => {
    const mapping = toDataLayer({
      name: 'tracking:commerce:add_to_cart',
      payload: {
        currency: 'EUR',
        items: [
          { sku: '', name: '', price: 1 },
          { sku: 'A', name: '', price: 2 },
        ],
      },
    });
    expect(
      (mapping.messages[1] as { ecommerce: { items: unknown[]; value: number } }).ecommerce,
    ).toMatchObject({
      items: [{ item_id: 'A', price: 2, quantity: 1 }],
      value: 2,
    });
    expect(mapping.problems).toHaveLength(1);
  });

  it('ga4: view_item_list and select_item carry the list on the event and on each item', () => {
    expect(ecommerceOf('tracking:commerce:select_item')).toEqual({
      item_list_id: 'sticks',
      item_list_name: 'Sticks',
      items: [
        {
          item_id: 'STK-AMBER',
          item_name: 'Amber sticks',
          price: 6.5,
          quantity: 2,
          item_category: 'sticks',
          item_list_id: 'sticks',
          item_list_name: 'Sticks',
        },
      ],
    });
    expect(ecommerceOf('tracking:commerce:view_item_list').items).toHaveLength(2);
  });

  it('ga4: login_success is login, sign_up_regular is sign_up and search is search, with their parameters', () => {
    expect(toDataLayer(eventOf('tracking:activity:login_success')).messages).toEqual([
      { event: 'login', method: 'email' },
    ]);
    expect(toDataLayer(eventOf('tracking:activity:sign_up_regular')).messages).toEqual([
      { event: 'sign_up', method: 'email' },
    ]);
    expect(toDataLayer(eventOf('tracking:activity:search')).messages).toEqual([
      { event: 'search', search_term: 'amber' },
    ]);
  });

  it('ga4: other activity events go out under their own short name, without an ecommerce reset', () => {
    expect(toDataLayer(eventOf('tracking:activity:menu_navigation_click')).messages).toEqual([
      { event: 'menu_navigation_click', label: 'Shop', url: '/shop', location: 'main menu' },
    ]);
  });
});
