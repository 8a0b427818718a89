import * as z from 'zod/mini';
import { createApiClient, createHttpClient, validAnswer } from '../../platform';
import type { PaymentClient, PaymentMethod, PaymentOrderResult } from './contract/wire';
import type { paths } from './generated/payments-evo';

/** The legacy service or its newer replacement (spec section 7: chosen by configuration). */
export type PaymentBackend = 'legacy' | 'newer';

/** Spec section 1, as for the account backends: a base URL containing `evo` is the newer payment service. */
export const paymentBackendOf = (baseUrl: string): PaymentBackend =>
  baseUrl.includes('evo') ? 'newer' : 'legacy';

/* What the payment service's answers must look like before the checkout reads them (spec section 3). */
const paymentOrderResultSchema: z.ZodMiniType<PaymentOrderResult> = z.looseObject({
  status: z.string(),
  order_id: z.string(),
  currency: z.string(),
  icon: z.string(),
  payment_token: z.string(),
  title: z.string(),
  payment_method: z.string(),
  amount: z.string(),
  uuid: z.string().check(z.minLength(1)),
});

const savedCardSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  brand: z.string(),
  last4: z.string(),
  expiry_month: z.number(),
  expiry_year: z.number(),
  expired: z.boolean(),
});

const paymentMethodsSchema: z.ZodMiniType<PaymentMethod[]> = z.array(
  z.looseObject({
    code: z.string(),
    description: z.string(),
    icon: z.string(),
    tokenizable: z.boolean(),
    title: z.string(),
    saved_cards: z.optional(z.array(savedCardSchema)),
  }),
);

const paymentClientSchema: z.ZodMiniType<PaymentClient> = z.looseObject({
  payment_method_code: z.string(),
  locale: z.string(),
  client_key: z.string().check(z.minLength(1)),
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
  /** Newer service only: whose payment it is, whether to keep the card, or which kept card pays. */
  customerUuid?: string;
  tokenize?: boolean;
  cardId?: string;
}

/** Both sides answer with the same shapes, so callers never ask which side they talk to. */
export interface PaymentService {
  readonly backend: PaymentBackend;
  /** Legacy PUT /order; newer PUT /api/payments/generate-token. */
  createPaymentOrder(request: PaymentOrderRequest): Promise<PaymentOrderResult>;
  /** Legacy GET /payment-methods; newer GET /api/payments/methods (with the customer's kept cards). */
  getPaymentMethods(customerUuid?: string): Promise<PaymentMethod[]>;
  /** Legacy GET /client; newer GET /api/payments/methods/{code}/client. */
  getPaymentClient(paymentMethodCode: string, locale: string): Promise<PaymentClient>;
  /** Legacy GET /payment/{uuid}; newer GET /api/payments/{uuid}. */
  getPayment(uuid: string): Promise<PaymentOrderResult>;
}

/** The newer service wraps each answer in `code, data, message`: the data must be there and fit (else reported). */
const dataOf = <T>(schema: z.ZodMiniType<T>, answer: { data?: unknown } | undefined): T =>
  validAnswer(schema, answer?.data, 'payments', { backend: 'newer' });

/**
 * The payment service pair (spec section 7). Legacy: PUT /order, GET /payment-methods, GET /client,
 * GET /payment/{uuid}. Newer (generated client, payments-evo.openapi.yaml): PUT /api/payments/generate-token with
 * customer_uuid, order_id, tokenize; GET /api/payments/methods; GET /api/payments/methods/{code}/client;
 * GET /api/payments/{uuid}.
 */
export function createPaymentService(options: PaymentServiceOptions): PaymentService {
  const base = {
    service: 'payments',
    baseUrl: options.baseUrl,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
  if (options.backend === 'newer') {
    const api = createApiClient<paths>({ ...base, backend: 'service' });
    return {
      backend: options.backend,
      async createPaymentOrder(request: PaymentOrderRequest): Promise<PaymentOrderResult> {
        const { data } = await api.PUT('/api/payments/generate-token', {
          body: {
            order_id: request.orderId,
            payment_method: request.paymentMethodCode,
            ...(request.amount ? { amount: request.amount } : {}),
            ...(request.currency ? { currency: request.currency } : {}),
            ...(request.customerUuid ? { customer_uuid: request.customerUuid } : {}),
            tokenize: Boolean(request.tokenize),
            ...(request.cardId ? { card_id: request.cardId } : {}),
          },
        });
        return dataOf(paymentOrderResultSchema, data);
      },
      async getPaymentMethods(customerUuid?: string): Promise<PaymentMethod[]> {
        const { data } = await api.GET('/api/payments/methods', {
          params: { query: customerUuid ? { customer_uuid: customerUuid } : {} },
        });
        return dataOf(paymentMethodsSchema, data);
      },
      async getPaymentClient(paymentMethodCode: string, locale: string): Promise<PaymentClient> {
        const { data } = await api.GET('/api/payments/methods/{code}/client', {
          params: { path: { code: paymentMethodCode }, query: { locale } },
        });
        return dataOf(paymentClientSchema, data);
      },
      async getPayment(uuid: string): Promise<PaymentOrderResult> {
        const { data } = await api.GET('/api/payments/{uuid}', { params: { path: { uuid } } });
        return dataOf(paymentOrderResultSchema, data);
      },
    };
  }
  const http = createHttpClient({ ...base, backend: 'service' });
  return {
    backend: options.backend,
    // The legacy service keeps no cards: it takes neither customer_uuid nor tokenize.
    async createPaymentOrder(request: PaymentOrderRequest): Promise<PaymentOrderResult> {
      const body = {
        order_id: request.orderId,
        payment_method: request.paymentMethodCode,
        ...(request.amount ? { amount: request.amount } : {}),
        ...(request.currency ? { currency: request.currency } : {}),
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
