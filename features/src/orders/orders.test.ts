import { beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, configureCaptcha, SANDBOX_CAPTCHA_TOKEN } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { createCommerceClient } from '../backends/commerce';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../backends/commerce/sandbox';
import { getCustomerCart } from '../cart';
import { cancelOrder, getOrder, getOrders, getOrderStatuses, reorder } from './api';
import { matchesOrderFilters, orderFiltersFrom, statusChoicesOf } from './filters';
import { isCancellable, toOrderView } from './types';

const server = sandboxServerForTests();
const client = createCommerceClient({
  endpoint: 'http://shop.test/sandbox/commerce/graphql',
  storeView: 'default',
  getCustomerToken: () => SANDBOX_CUSTOMER_TOKENS.ada,
});

beforeEach(() => resetCommerceSandbox());

describe('orders', () => {
  it('list: the customer’s orders come newest first with the total count', async () => {
    const page = await getOrders(client);
    expect(page.totalCount).toBe(5);
    expect(page.orders.map((order) => order.number)).toEqual([
      '000000006',
      '000000003',
      '000000002',
      '000000001',
      '000000004',
    ]);
  });

  it('list: pages follow currentPage and pageSize', async () => {
    const second = await getOrders(client, 2, 3);
    expect(second).toMatchObject({ page: 2, totalPages: 2, totalCount: 5 });
    expect(second.orders.map((order) => order.number)).toEqual(['000000001', '000000004']);
  });

  it('detail: items, addresses, shipping, tracking, payments, totals, invoices, loyalty info and attributes', async () => {
    const statuses = await getOrderStatuses(client);
    const first = toOrderView(await getOrder(client, '000000001'), statuses);
    expect(first.items.map((item) => item.sku)).toEqual(['AURORA-BLUE', 'STICKS-AMBER']);
    expect(first.shippingAddress?.name).toBe('Ada Lovelace');
    expect(first.shippingMethod).toBe('Free Shipping - Standard, 3-5 working days');
    expect(first.tracking).toEqual([
      {
        carrier: 'dhl',
        title: 'DHL Paket',
        number: 'JD014600006281230417',
        url: expect.stringContaining('tracking-id=JD014600006281230417'),
      },
    ]);
    expect(first.progress).toBe('delivered');
    expect(first.items[0]?.picture).toMatch(/^data:image\//);
    expect(first.payments).toEqual(['Card or wallet']);
    expect(first.totals.grandTotal.value).toBeGreaterThan(0);
    expect(first.invoices).toHaveLength(1);
    expect(first.loyalty).toEqual({ pointsEarned: expect.any(Number), pointsSpent: 0 });
    const second = toOrderView(await getOrder(client, '000000002'), statuses);
    expect(second.attributes).toEqual([
      { code: 'delivery_note', label: 'Note for the courier', value: 'Leave with the neighbour' },
    ]);
  });

  it('progress: the demo’s paid order with a parcel on its way stands at "shipped", its parcel linked to the carrier', async () => {
    const onItsWay = toOrderView(await getOrder(client, '000000006'), await getOrderStatuses(client));
    expect(onItsWay.progress).toBe('shipped');
    expect(onItsWay.tracking).toEqual([
      expect.objectContaining({
        carrier: 'ups',
        url: expect.stringContaining('tracknum=1Z999AA10123456784'),
      }),
    ]);
  });

  it('payment: a pending order awaits its payment and may be paid another way; a complete one may not', async () => {
    const statuses = await getOrderStatuses(client);
    expect(toOrderView(await getOrder(client, '000000003'), statuses)).toMatchObject({
      awaitingPayment: true,
      paymentCode: 'jtipayment',
    });
    expect(toOrderView(await getOrder(client, '000000001'), statuses).awaitingPayment).toBe(false);
  });

  it('detail: an order that is not there throws ORDER_NOT_FOUND', async () => {
    await expect(getOrder(client, '999999999')).rejects.toThrow('ORDER_NOT_FOUND');
  });

  it('statuses: each status says its label and whether it can be cancelled', async () => {
    const statuses = await getOrderStatuses(client);
    expect(isCancellable('pending', statuses)).toBe(true);
    expect(isCancellable('processing', statuses)).toBe(true);
    expect(isCancellable('complete', statuses)).toBe(false);
    expect(toOrderView(await getOrder(client, '000000004'), statuses)).toMatchObject({
      statusLabel: 'Canceled',
      cancellable: false,
    });
  });

  it("cancel: needs the order's uuid ('uuid is not defined')", async () => {
    // Word for word: an Error given to toThrow compares the whole message, a string only a part of it.
    await expect(cancelOrder(client, { orderNumber: '000000003', uuid: undefined })).rejects.toThrow(
      new Error('uuid is not defined'),
    );
  });

  it('cancel: a cancellable order is cancelled and reports success', async () => {
    const order = await getOrder(client, '000000003');
    expect(await cancelOrder(client, { orderNumber: order.number, uuid: order.uuid })).toEqual({
      success: true,
    });
    expect((await getOrder(client, '000000003')).status).toBe('canceled');
  });

  it('cancel: an order with a status that is not cancellable is refused with the reason', async () => {
    const order = await getOrder(client, '000000001');
    const outcome = await cancelOrder(client, { orderNumber: order.number, uuid: order.uuid });
    expect(outcome.success).toBe(false);
    expect(outcome.message).toContain('cannot be cancelled');
  });

  it('cancel: the cancellation carries the captcha token (spec section 7)', async () => {
    const tokens: Array<string | null> = [];
    const record = ({ request }: { request: Request }) =>
      void tokens.push(request.headers.get(CAPTCHA_HEADER));
    server.events.on('request:start', record);
    const order = await getOrder(client, '000000003');
    tokens.length = 0;
    expect(await cancelOrder(client, { orderNumber: order.number, uuid: order.uuid })).toEqual({
      success: true,
    });
    server.events.removeListener('request:start', record);
    expect(tokens).toEqual([SANDBOX_CAPTCHA_TOKEN]);
  });

  it('cancel: without a captcha token the shop refuses the cancellation and the order stays as it was', async () => {
    const order = await getOrder(client, '000000003');
    configureCaptcha({ enabled: false });
    try {
      await expect(cancelOrder(client, { orderNumber: order.number, uuid: order.uuid })).rejects.toThrow(
        'Captcha verification failed.',
      );
    } finally {
      configureCaptcha({ enabled: true });
    }
    expect((await getOrder(client, '000000003')).status).toBe(order.status);
  });

  it('cancel: an unknown order throws ORDER_NOT_FOUND', async () => {
    await expect(cancelOrder(client, { orderNumber: '000000003', uuid: 'not-the-uuid' })).rejects.toThrow(
      new Error('ORDER_NOT_FOUND'),
    );
  });

  it('re-order: reorderItems puts the order’s items back into the customer cart', async () => {
    const outcome = await reorder(client, '000000002');
    expect(outcome.problems).toEqual([]);
    const cart = await getCustomerCart(client);
    expect(cart.items?.map((item) => item?.product.sku)).toContain('STICKS-RUBY');
  });

  it('filters: a search keeps the orders whose number or product names contain it, ignoring case and a leading #', async () => {
    const statuses = await getOrderStatuses(client);
    const orders = (await getOrders(client, 1, 100)).orders.map((order) => toOrderView(order, statuses));
    const kept = (search: string, status = '') =>
      orders
        .filter((order) => matchesOrderFilters(order, { search, status }, 'en-GB'))
        .map((order) => order.number);
    expect(kept('#000000002')).toEqual(['000000002']);
    expect(kept('charger')).toEqual(['000000003']);
    expect(kept('', 'canceled')).toEqual(['000000004']);
    expect(kept('0000000', 'complete')).toEqual(['000000001']);
    expect(kept('no such thing')).toEqual([]);
    expect(statusChoicesOf(orders, statuses).map((choice) => choice.value)).toEqual([
      'pending',
      'processing',
      'complete',
      'canceled',
    ]);
  });

  it('filters: from the URL, the search is trimmed and cut to 100 characters and a malformed status is ignored', () => {
    expect(orderFiltersFrom(new URLSearchParams({ q: `  ${'a'.repeat(500)} `, status: 'complete' }))).toEqual(
      {
        search: 'a'.repeat(100),
        status: 'complete',
      },
    );
    expect(orderFiltersFrom(new URLSearchParams({ status: '<script>' }))).toEqual({ search: '', status: '' });
  });
});
