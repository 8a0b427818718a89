import { z } from 'zod';
import { createHttpClient, type HttpClient } from '../platform';
import { graphql, isCommerceError, type CommerceClient } from '../backends/commerce';
import type { PaymentBackend, PaymentClient, PaymentMethod, PaymentOrderResult } from './types';

/* What the payment service's answers must look like before the checkout reads them (spec section 3). */
const paymentOrderResultSchema: z.ZodType<PaymentOrderResult> = z.looseObject({
  status: z.string(),
  order_id: z.string(),
  currency: z.string(),
  icon: z.string(),
  payment_token: z.string(),
  title: z.string(),
  payment_method: z.string(),
  amount: z.string(),
  uuid: z.string().min(1),
});

const paymentMethodsSchema: z.ZodType<PaymentMethod[]> = z.array(
  z.looseObject({
    code: z.string(),
    description: z.string(),
    icon: z.string(),
    tokenizable: z.boolean(),
    title: z.string(),
  }),
);

const paymentClientSchema: z.ZodType<PaymentClient> = z.looseObject({
  payment_method_code: z.string(),
  locale: z.string(),
  client_key: z.string().min(1),
  environment: z.string(),
});

export interface PaymentServiceOptions {
  /** config.backends.payments */
  baseUrl: string;
  backend: PaymentBackend;
  timeoutMs?: number;
}

export interface PaymentOrderRequest {
  orderId: string;
  paymentMethodCode: string;
  /** The order's amount and currency as placed. */
  amount?: string;
  currency?: string;
  /** Newer service only: whose payment it is, and whether to keep the card for next time. */
  customerUuid?: string;
  tokenize?: boolean;
}

/**
 * The payment service pair (spec section 7): PUT /order opens a payment and returns its payment_token,
 * GET /payment-methods, GET /client for a method's SDK settings, GET /payment/{uuid} for a payment's status.
 */
export function createPaymentService(options: PaymentServiceOptions) {
  const http: HttpClient = createHttpClient({
    service: 'payments',
    baseUrl: options.baseUrl,
    backend: 'service',
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return {
    backend: options.backend,
    async createPaymentOrder(request: PaymentOrderRequest): Promise<PaymentOrderResult> {
      const body = {
        order_id: request.orderId,
        payment_method: request.paymentMethodCode,
        ...(request.amount ? { amount: request.amount } : {}),
        ...(request.currency ? { currency: request.currency } : {}),
        ...(options.backend === 'newer'
          ? { customer_uuid: request.customerUuid, tokenize: Boolean(request.tokenize) }
          : {}),
      };
      return (await http.put('/order', body, { schema: paymentOrderResultSchema })).data;
    },
    async getPaymentMethods(): Promise<PaymentMethod[]> {
      return (await http.get('/payment-methods', { schema: paymentMethodsSchema })).data;
    },
    async getPaymentClient(paymentMethodCode: string, locale: string): Promise<PaymentClient> {
      const query = { payment_method_code: paymentMethodCode, locale };
      return (await http.get('/client', { query, schema: paymentClientSchema })).data;
    },
    async getPayment(uuid: string): Promise<PaymentOrderResult> {
      return (await http.get(`/payment/${encodeURIComponent(uuid)}`, { schema: paymentOrderResultSchema }))
        .data;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

const UpdatePaymentMethodMutation = graphql(`
  mutation UpdatePaymentMethod($orderId: String!, $methodCode: String!) {
    updatePaymentMethod(orderId: $orderId, methodCode: $methodCode) {
      success
      payment_method
      message
    }
  }
`);

export interface UpdatePaymentMethodResult {
  success: boolean;
  payment_method?: string;
  message?: string;
  /** On failure, the error response's data: the server's errors with their codes. */
  errors?: Array<{ message: string; code: string }>;
}

/** Switches a placed order's payment method; spec section 7: on failure it returns the error response data instead of throwing. */
export async function updatePaymentMethod(
  client: CommerceClient,
  orderId: string,
  methodCode: string,
): Promise<UpdatePaymentMethodResult> {
  try {
    const data = await client.request(UpdatePaymentMethodMutation, { orderId, methodCode });
    const result = data.updatePaymentMethod;
    return {
      success: Boolean(result?.success),
      ...(result?.payment_method ? { payment_method: result.payment_method } : {}),
      ...(result?.message ? { message: result.message } : {}),
    };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    return {
      success: false,
      message: error.userMessage,
      errors: error.errors.map((item, index) => ({
        message: item.message,
        code: error.codes[index] ?? 'UNDEFINED',
      })),
    };
  }
}
