import {
  CommerceError,
  graphql,
  isCommerceError,
  type CommerceClient,
  type OrderDetailFieldsFragment,
} from '../backends/commerce';
import * as z from 'zod/mini';
import {
  captchaHeaders,
  createHttpClient,
  isNewerAccountBackend,
  TENANT_HEADER,
  type Money,
  type StorefrontConfig,
} from '../platform';

/** Spec section 5: an order cancellation, at the commerce backend or the account service, needs the uuid. */
export const UUID_NOT_DEFINED = 'uuid is not defined';

/** An address on an order, as the order shows it for delivery and for the invoice alike. */
export const OrderAddressFields = graphql(`
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    street
    city
    postcode
    country_code
    telephone
  }
`);

export const OrderDetailFields = graphql(`
  fragment OrderDetailFields on CustomerOrder {
    id
    uuid
    number
    order_date
    status
    status_reason
    email
    shipping_method
    carrier
    items {
      id
      product_name
      product_sku
      product_url_key
      product_type
      quantity_ordered
      product_sale_price {
        ...MoneyFields
      }
      status
      product {
        thumbnail {
          url
          label
        }
      }
    }
    total {
      grand_total {
        ...MoneyFields
      }
      subtotal {
        ...MoneyFields
      }
      total_shipping {
        ...MoneyFields
      }
      total_tax {
        ...MoneyFields
      }
      discounts {
        label
        amount {
          ...MoneyFields
        }
      }
    }
    shipping_address {
      ...OrderAddressFields
    }
    billing_address {
      ...OrderAddressFields
    }
    shipments {
      number
      tracking {
        carrier
        number
        title
      }
    }
    payment_methods {
      name
      type
    }
    invoices {
      id
      number
      total {
        grand_total {
          ...MoneyFields
        }
      }
    }
    loyalty_info {
      points_earned
      points_spent
    }
    additional_attributes {
      code
      label
      value
    }
  }
`);

export type OrderData = OrderDetailFieldsFragment;

const CustomerOrdersQuery = graphql(`
  query CustomerOrders($currentPage: Int, $pageSize: Int, $number: String) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize, filter: { number: { eq: $number } }) {
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
        items {
          ...OrderDetailFields
        }
      }
    }
  }
`);

const OrderStatusesQuery = graphql(`
  query OrderStatuses {
    orderStatuses {
      status_label
      status_value
      cancelable
    }
  }
`);

const CancelOrderMutation = graphql(`
  mutation CancelOrder($orderNumber: String!, $uuid: String!, $reason: String) {
    cancelorder(input: { order_number: $orderNumber, uuid: $uuid, reason: $reason }) {
      success
      message
    }
  }
`);

const ReorderItemsMutation = graphql(`
  mutation ReorderItems($orderNumber: String!) {
    reorderItems(orderNumber: $orderNumber) {
      cart {
        id
        total_quantity
      }
      userInputErrors {
        code
        message
      }
    }
  }
`);

/** Spec section 9: order history pages of 10. */
export const ORDERS_PAGE_SIZE = 10;

/** How many of the most recent orders the order list reads at once, to search and filter among. */
export const ORDER_HISTORY_SIZE = 100;

export interface OrdersPage {
  orders: OrderData[];
  totalCount: number;
  page: number;
  totalPages: number;
}

export async function getOrders(
  client: CommerceClient,
  page = 1,
  pageSize = ORDERS_PAGE_SIZE,
): Promise<OrdersPage> {
  const data = await client.request(CustomerOrdersQuery, { currentPage: page, pageSize });
  const orders = data.customer?.orders;
  return {
    orders: (orders?.items ?? []).filter((order): order is OrderData => order !== null),
    totalCount: orders?.total_count ?? 0,
    page: orders?.page_info?.current_page ?? page,
    totalPages: orders?.page_info?.total_pages ?? 1,
  };
}

/** One order by number; spec section 5: an order that is not there throws ORDER_NOT_FOUND. */
export async function getOrder(client: CommerceClient, orderNumber: string): Promise<OrderData> {
  const data = await client.request(CustomerOrdersQuery, { number: orderNumber, pageSize: 1 });
  const order = data.customer?.orders?.items[0];
  if (!order) throw new Error('ORDER_NOT_FOUND');
  return order;
}

export interface OrderStatus {
  status_label: string;
  status_value: string;
  cancelable: boolean;
}

export async function getOrderStatuses(client: CommerceClient): Promise<OrderStatus[]> {
  return (await client.request(OrderStatusesQuery, {}, { method: 'GET' })).orderStatuses;
}

/**
 * Cancels an order. Spec section 5: cancellation needs the order's uuid ('uuid is not defined') and an order
 * that is not found throws ORDER_NOT_FOUND; the call carries the captcha token (spec section 7). Answers with the success flag and the server's reason when refused.
 */
export async function cancelOrder(
  client: CommerceClient,
  order: { orderNumber: string; uuid?: string | null; reason?: string },
): Promise<{ success: boolean; message?: string }> {
  if (!order.uuid) throw new Error(UUID_NOT_DEFINED);
  try {
    // Spec: order cancellation carries the human-check token.
    const data = await client.request(
      CancelOrderMutation,
      { orderNumber: order.orderNumber, uuid: order.uuid, reason: order.reason ?? null },
      { headers: await captchaHeaders() },
    );
    if (!data.cancelorder)
      throw new CommerceError('The commerce service answered without a cancellation result.', []);
    return {
      success: data.cancelorder.success,
      ...(data.cancelorder.message ? { message: data.cancelorder.message } : {}),
    };
  } catch (error) {
    if (
      isCommerceError(error) &&
      (error.hasCode('ORDER_NOT_FOUND') || error.userMessage === 'ORDER_NOT_FOUND')
    ) {
      throw new Error('ORDER_NOT_FOUND', { cause: error });
    }
    throw error;
  }
}

/** Puts a past order's items back into the customer's cart; items that cannot be added come back as errors. */
export async function reorder(client: CommerceClient, orderNumber: string) {
  const data = await client.request(ReorderItemsMutation, { orderNumber });
  if (!data.reorderItems) throw new CommerceError('The commerce service answered without a cart.', []);
  return {
    cartId: data.reorderItems.cart.id,
    itemCount: data.reorderItems.cart.total_quantity,
    problems: data.reorderItems.userInputErrors.flatMap((e) => (e ? [e] : [])),
  };
}

/** The order details the cancellation request carries (the older service wants them all, the newer the number). */
export interface CancellationOrderInfo {
  number: string;
  status: string;
  grandTotal: Money;
  items: ReadonlyArray<{ sku: string; quantity: number }>;
}

/** Who asks: the signed-in shopper's uuid and identity token. */
export interface CancellationRequester {
  uuid?: string | undefined;
  token?: string | undefined;
}

export interface CancellationRequestResult {
  success: boolean;
  requestId: string;
}

const newerCancellationSchema = z.object({
  data: z.object({ success: z.boolean(), request_id: z.string() }),
});
const olderCancellationSchema = z.object({ success: z.boolean(), request_id: z.string() });

/**
 * Asks the account service to cancel an order (spec section 7): customer service stops and refunds it, so the order
 * changes later. Newer backend (account base URL with evo): POST /api/orders/request-cancellation with the uuid and
 * order number; older: POST /orders/request-cancellation with the order's details. Both carry the tenant, the
 * identity and the captcha token; without the shopper's uuid nothing is sent ('uuid is not defined', spec section 5).
 */
export async function requestOrderCancellation(
  config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>,
  requester: CancellationRequester,
  order: CancellationOrderInfo,
  reason?: string,
): Promise<CancellationRequestResult> {
  if (!requester.uuid) throw new Error(UUID_NOT_DEFINED);
  const newer = isNewerAccountBackend(config.backends.account);
  const http = createHttpClient({
    service: 'account',
    baseUrl: config.backends.account,
    backend: newer ? 'newer' : 'older',
    headers: () => ({ [TENANT_HEADER]: config.tenantToken }),
  });
  const headers = {
    ...(requester.token ? { authorization: `Bearer ${requester.token}` } : {}),
    ...(await captchaHeaders()),
  };
  if (newer) {
    const { data } = await http.post(
      '/api/orders/request-cancellation',
      { uuid: requester.uuid, order_number: order.number, ...(reason ? { reason } : {}) },
      { headers, schema: newerCancellationSchema },
    );
    return { success: data.data.success, requestId: data.data.request_id };
  }
  const { data } = await http.post(
    '/orders/request-cancellation',
    {
      uuid: requester.uuid,
      order_number: order.number,
      order_status: order.status,
      grand_total: order.grandTotal.value.toFixed(2),
      currency: order.grandTotal.currency,
      items: order.items.map((item) => ({ sku: item.sku, qty: item.quantity })),
      ...(reason ? { reason } : {}),
    },
    { headers, schema: olderCancellationSchema },
  );
  return { success: data.success, requestId: data.request_id };
}
