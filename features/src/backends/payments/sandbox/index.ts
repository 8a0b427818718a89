import { http, HttpResponse, type RequestHandler } from 'msw';
import { sandboxRoute } from '../../../platform';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { jsonBody } from '../../../platform/sandbox/requests';
import type { PaymentMethod, PaymentOrderResult } from '../contract/wire';

/** The card method, the commerce backend's default: the one whose payments the sandbox settles. */
const CARD_METHOD = 'jtipayment';

/** The payment methods the demo shop offers. */
export const seedPaymentMethods: PaymentMethod[] = [
  {
    code: CARD_METHOD,
    title: 'Card or wallet',
    description: 'Visa, Mastercard, Apple Pay or Google Pay.',
    icon: 'card',
    tokenizable: true,
  },
  {
    code: 'banktransfer',
    title: 'Bank transfer',
    description: 'Pay within 7 days; we ship once the money arrives.',
    icon: 'bank',
    tokenizable: false,
  },
];

/** Every payment started, the newest SANDBOX_STORE_LIMIT kept. */
const payments = new BoundedMap<
  string,
  PaymentOrderResult & { customer_uuid?: string; tokenize?: boolean }
>();
let nextPayment = 1;

/** Puts the payments sandbox back to an empty ledger (tests call this between cases). */
export function resetPaymentsSandbox(): void {
  payments.clear();
  nextPayment = 1;
}

/** How long the sandbox takes to charge a card: its payment turns paid by itself, as a bank's answer would. */
export const CARD_PAYMENT_SETTLES_MS = 2000;

function settleCard(uuid: string) {
  const timer = setTimeout(() => {
    const payment = payments.get(uuid);
    if (payment?.status === 'pending' && payment.payment_method === CARD_METHOD) payment.status = 'paid';
  }, CARD_PAYMENT_SETTLES_MS);
  timer.unref?.();
}

/** A payment as the sandbox holds it now (the live-updates sandbox reports its changes). */
export function sandboxPayment(uuid: string): { status: string; order_id: string } | undefined {
  const payment = payments.get(uuid);
  return payment ? { status: payment.status, order_id: payment.order_id } : undefined;
}

const problem = (status: number, error_code: string, message: string) =>
  HttpResponse.json({ error_code, message }, { status });
const invalidRequest = (status: number, message: string) => problem(status, 'INVALID_REQUEST', message);

export const handlers: RequestHandler[] = [
  http.put(sandboxRoute('payments', '/order'), async ({ request }) => {
    const body = (await jsonBody(request, invalidRequest)) as Record<string, unknown>;
    if (typeof body.order_id !== 'string' || !body.order_id)
      return problem(422, 'ORDER_ID_REQUIRED', 'order_id is required');
    const method = seedPaymentMethods.find((candidate) => candidate.code === body.payment_method);
    if (!method)
      return problem(422, 'PAYMENT_METHOD_NOT_AVAILABLE', 'The requested payment method is not available.');
    if (body.tokenize === true && !body.customer_uuid)
      return problem(422, 'CUSTOMER_REQUIRED', 'Only a known customer can keep a card.');
    const uuid = `pay00000-0000-4000-8000-${String(nextPayment++).padStart(12, '0')}`;
    const payment = {
      uuid,
      status: 'pending',
      order_id: body.order_id,
      currency: typeof body.currency === 'string' ? body.currency : 'EUR',
      icon: method.icon,
      payment_token: `sandbox-payment-token-${uuid.slice(-4)}`,
      title: method.title,
      payment_method: method.code,
      amount: typeof body.amount === 'string' ? body.amount : '0.00',
      ...(typeof body.customer_uuid === 'string' ? { customer_uuid: body.customer_uuid } : {}),
      ...(typeof body.tokenize === 'boolean' ? { tokenize: body.tokenize } : {}),
    };
    payments.set(uuid, payment);
    settleCard(uuid);
    return HttpResponse.json(payment);
  }),
  http.get(sandboxRoute('payments', '/payment-methods'), () => HttpResponse.json(seedPaymentMethods)),
  http.get(sandboxRoute('payments', '/client'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const code = query.get('payment_method_code');
    if (!seedPaymentMethods.some((method) => method.code === code))
      return problem(404, 'PAYMENT_METHOD_NOT_FOUND', 'Unknown payment method.');
    return HttpResponse.json({
      payment_method_code: code,
      locale: query.get('locale') ?? 'en-DE',
      client_key: 'sandbox-client-key',
      environment: 'sandbox',
    });
  }),
  http.get(sandboxRoute('payments', '/payment/:uuid'), ({ params }) => {
    const payment = payments.get(String(params.uuid));
    return payment
      ? HttpResponse.json(payment)
      : problem(404, 'PAYMENT_NOT_FOUND', 'No payment with this id.');
  }),
];
