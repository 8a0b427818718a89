import { toMoney, type Money, type TrackedProduct } from '../platform';
import type { OrderData, OrderStatus } from './api';
import { progressStepOf, type OrderProgressStep } from './progress';
import { trackingUrlOf } from './tracking';

export interface OrderAddressView {
  name: string;
  lines: string[];
  telephone?: string;
}

/** An order as the account pages show it (spec section 3, "Order"). */
export interface OrderView {
  number: string;
  uuid: string;
  date: string;
  status: string;
  statusLabel: string;
  statusReason?: string;
  cancellable: boolean;
  items: Array<{
    sku: string;
    name: string;
    quantity: number;
    price: Money;
    urlKey?: string;
    /** The product's thumbnail, where the commerce backend has one. */
    picture?: string;
  }>;
  shippingAddress?: OrderAddressView;
  billingAddress?: OrderAddressView;
  shippingMethod: string;
  carrier: string;
  /** Each parcel's carrier, its name for it and number, and the carrier's tracking page where the shop knows it. */
  tracking: Array<{ carrier: string; title: string; number: string; url?: string }>;
  /** Where the order stands on placed → paid → shipped → delivered; none for an order off that road. */
  progress?: OrderProgressStep;
  payments: string[];
  /** The code of the method the order is paid with (payment_methods' type). */
  paymentCode?: string;
  /** An order still waiting for its payment may be paid another way (updatePaymentMethod). */
  awaitingPayment: boolean;
  totals: {
    grandTotal: Money;
    subtotal: Money;
    shipping: Money;
    tax: Money;
    discounts: Array<{ label: string; amount: Money }>;
  };
  invoices: Array<{ id: string; number: string; total: Money }>;
  loyalty?: { pointsEarned: number; pointsSpent: number };
  attributes: Array<{ code: string; label: string; value: string }>;
}

type WireAddress = OrderData['shipping_address'];
function addressView(address: WireAddress): OrderAddressView | undefined {
  if (!address) return undefined;
  return {
    name: `${address.firstname} ${address.lastname}`,
    lines: [
      ...address.street.flatMap((line) => (line ? [line] : [])),
      `${address.postcode ?? ''} ${address.city}`.trim(),
      address.country_code ?? '',
    ].filter(Boolean),
    ...(address.telephone ? { telephone: address.telephone } : {}),
  };
}

/** Spec section 4: an order can be cancelled when its status is on the cancellable list. */
export function isCancellable(status: string, statuses: readonly OrderStatus[]): boolean {
  return statuses.some((candidate) => candidate.status_value === status && candidate.cancelable);
}

/**
 * How the order page cancels an order the status list marks cancelable: one still waiting for its payment has nothing
 * to refund, so the commerce backend's cancelorder cancels it at once; a paid one goes to the account service as a
 * cancellation request, for customer service to stop and refund. Nothing for any other status, nor for a paid order
 * whose parcel is already on its way (Magento keeps it "processing" until invoiced): nobody can stop that any more, and
 * offering it would promise what customer service cannot keep.
 */
export type CancellationPath = 'cancel' | 'request';

export function cancellationPathOf(
  order: Pick<OrderView, 'cancellable' | 'awaitingPayment' | 'progress'>,
): CancellationPath | undefined {
  if (!order.cancellable || order.progress === 'shipped' || order.progress === 'delivered') return undefined;
  return order.awaitingPayment ? 'cancel' : 'request';
}

export function toOrderView(order: OrderData, statuses: readonly OrderStatus[] = []): OrderView {
  const status = statuses.find((candidate) => candidate.status_value === order.status);
  const tracking = (order.shipments ?? []).flatMap((shipment) =>
    (shipment?.tracking ?? []).flatMap((parcel) => {
      if (!parcel) return [];
      const number = parcel.number ?? '';
      const url = trackingUrlOf(parcel.carrier, number);
      return [{ carrier: parcel.carrier, title: parcel.title, number, ...(url ? { url } : {}) }];
    }),
  );
  const progress = progressStepOf({
    status: order.status,
    shipped: (order.shipments ?? []).some((shipment) => shipment !== null),
  });
  return {
    number: order.number,
    uuid: order.uuid,
    date: order.order_date,
    status: order.status,
    statusLabel: status?.status_label ?? order.status,
    ...(order.status_reason ? { statusReason: order.status_reason } : {}),
    cancellable: isCancellable(order.status, statuses),
    items: (order.items ?? []).flatMap((item) =>
      item
        ? [
            {
              sku: item.product_sku,
              name: item.product_name ?? item.product_sku,
              quantity: item.quantity_ordered ?? 0,
              price: toMoney(item.product_sale_price),
              ...(item.product_url_key ? { urlKey: item.product_url_key } : {}),
              ...(item.product?.thumbnail?.url ? { picture: item.product.thumbnail.url } : {}),
            },
          ]
        : [],
    ),
    ...(addressView(order.shipping_address) ? { shippingAddress: addressView(order.shipping_address) } : {}),
    ...(addressView(order.billing_address) ? { billingAddress: addressView(order.billing_address) } : {}),
    shippingMethod: order.shipping_method ?? '',
    carrier: order.carrier ?? '',
    tracking,
    ...(progress ? { progress } : {}),
    payments: (order.payment_methods ?? []).flatMap((method) => (method ? [method.name] : [])),
    ...(order.payment_methods?.[0]?.type ? { paymentCode: order.payment_methods[0].type } : {}),
    awaitingPayment: order.status === 'pending',
    totals: {
      grandTotal: toMoney(order.total?.grand_total),
      subtotal: toMoney(order.total?.subtotal),
      shipping: toMoney(order.total?.total_shipping),
      tax: toMoney(order.total?.total_tax),
      discounts: (order.total?.discounts ?? []).flatMap((discount) =>
        discount ? [{ label: discount.label, amount: toMoney(discount.amount) }] : [],
      ),
    },
    invoices: order.invoices.flatMap((invoice) =>
      invoice ? [{ id: invoice.id, number: invoice.number, total: toMoney(invoice.total?.grand_total) }] : [],
    ),
    ...(order.loyalty_info
      ? {
          loyalty: {
            pointsEarned: order.loyalty_info.points_earned,
            pointsSpent: order.loyalty_info.points_spent,
          },
        }
      : {}),
    attributes: order.additional_attributes.map((attribute) => ({
      code: attribute.code,
      label: attribute.label,
      value: attribute.value ?? '',
    })),
  };
}

/** The order's items as tracking sees them. */
export function trackedItemsOf(order: OrderView): TrackedProduct[] {
  return order.items.map((item) => ({
    sku: item.sku,
    name: item.name,
    price: item.price.value,
    quantity: item.quantity,
  }));
}
