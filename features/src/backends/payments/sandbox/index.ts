import { http, HttpResponse, type RequestHandler } from 'msw';
import { sandboxRoute } from '../../../platform';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { jsonBody } from '../../../platform/sandbox/requests';
import type { PaymentOrderResult, SavedCard } from '../contract/wire';
import {
  CARD_METHOD,
  SANDBOX_DECLINED_FROM,
  SANDBOX_SHOPPER_UUID,
  seedPaymentMethods,
  seedSavedCards,
} from './seed';

export {
  SANDBOX_DECLINED_FROM,
  SANDBOX_EXPIRED_CARD_ID,
  SANDBOX_SAVED_CARD_ID,
  SANDBOX_SHOPPER_UUID,
  seedPaymentMethods,
} from './seed';

type Payment = PaymentOrderResult & { customer_uuid?: string; tokenize?: boolean };

/** Every payment started, the newest SANDBOX_STORE_LIMIT kept. */
const payments = new BoundedMap<string, Payment>();
/** Each customer's kept cards: any uuid may keep one, so the newest customers are kept, the seeded shopper always. */
const cards = new BoundedMap<string, Array<Omit<SavedCard, 'expired'>>>(
  undefined,
  (customer) => customer === SANDBOX_SHOPPER_UUID,
);
let nextPayment = 1;

function seedCards() {
  cards.set(SANDBOX_SHOPPER_UUID, seedSavedCards());
}
seedCards();

/** Puts the payments sandbox back to an empty ledger and the seeded cards (tests call this between cases). */
export function resetPaymentsSandbox(): void {
  payments.clear();
  cards.clear();
  seedCards();
  nextPayment = 1;
}

/** A card is expired once the last day of its expiry month has passed. */
const isExpired = (card: Omit<SavedCard, 'expired'>, now = new Date()) =>
  card.expiry_year * 12 + card.expiry_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

/** A customer's kept cards as the newer service lists them (the subscriptions sandbox shows the same cards). */
export function sandboxSavedCards(customerUuid: string): SavedCard[] {
  return (cards.get(customerUuid) ?? []).map((card) => ({ ...card, expired: isExpired(card) }));
}

/** One kept card by its id, whoever kept it (for GET /api/payments/cards/{id}). */
export function sandboxSavedCard(id: string): (SavedCard & { customer_uuid: string }) | undefined {
  for (const [customer_uuid, kept] of cards.entries()) {
    const card = kept.find((candidate) => candidate.id === id);
    if (card) return { ...card, expired: isExpired(card), customer_uuid };
  }
  return undefined;
}

/** How long the sandbox takes to charge a card: its payment turns paid by itself, as a bank's answer would. */
export const CARD_PAYMENT_SETTLES_MS = 2000;

/** The bank's answer: paid (and the card kept when asked), or failed (declined) from SANDBOX_DECLINED_FROM up. */
function settleCard(uuid: string) {
  const timer = setTimeout(() => {
    const payment = payments.get(uuid);
    if (payment?.status !== 'pending' || payment.payment_method !== CARD_METHOD) return;
    payment.status = Number(payment.amount) >= SANDBOX_DECLINED_FROM ? 'failed' : 'paid';
    if (payment.status === 'paid' && payment.tokenize && payment.customer_uuid)
      keepCard(payment.customer_uuid);
  }, CARD_PAYMENT_SETTLES_MS);
  timer.unref?.();
}

/** The card the shopper typed into the provider's form: the sandbox's test Visa. */
function keepCard(customerUuid: string) {
  const kept = cards.get(customerUuid) ?? [];
  const id = `card-visa-1111-${kept.length + 1}`;
  cards.set(customerUuid, [
    ...kept,
    { id, brand: 'Visa', last4: '1111', expiry_month: 8, expiry_year: new Date().getUTCFullYear() + 3 },
  ]);
}

/** A payment as the sandbox holds it now (the live-updates sandbox reports its changes). */
export function sandboxPayment(uuid: string): { status: string; order_id: string } | undefined {
  const payment = payments.get(uuid);
  return payment ? { status: payment.status, order_id: payment.order_id } : undefined;
}

interface Refusal {
  status: number;
  error_code: string;
  message: string;
}

const refusal = (status: number, error_code: string, message: string): Refusal => ({
  status,
  error_code,
  message,
});

/**
 * Opens a payment as both services do; the newer one also knows the customer, keeps cards (tokenize) and pays with a
 * kept one (card_id), refusing an expired card as a real provider does.
 */
function openPayment(body: Record<string, unknown>, newer: boolean): Payment | Refusal {
  if (typeof body.order_id !== 'string' || !body.order_id)
    return refusal(422, 'ORDER_ID_REQUIRED', 'order_id is required');
  const method = seedPaymentMethods.find((candidate) => candidate.code === body.payment_method);
  if (!method)
    return refusal(422, 'PAYMENT_METHOD_NOT_AVAILABLE', 'The requested payment method is not available.');
  const customer = newer && typeof body.customer_uuid === 'string' ? body.customer_uuid : undefined;
  const tokenize = newer && body.tokenize === true;
  if (tokenize && !method.tokenizable)
    return refusal(422, 'METHOD_NOT_TOKENIZABLE', 'This payment method cannot keep a card.');
  if (tokenize && !customer)
    return refusal(422, 'CUSTOMER_REQUIRED', 'Only a known customer can keep a card.');
  let card: SavedCard | undefined;
  if (newer && body.card_id !== undefined) {
    card =
      customer && typeof body.card_id === 'string'
        ? sandboxSavedCards(customer).find((candidate) => candidate.id === body.card_id)
        : undefined;
    if (!card) return refusal(404, 'CARD_NOT_FOUND', 'No kept card with this id for this customer.');
    if (card.expired) return refusal(402, 'CARD_EXPIRED', 'The card has expired.');
  }
  const uuid = `pay00000-0000-4000-8000-${String(nextPayment++).padStart(12, '0')}`;
  const payment: Payment = {
    uuid,
    status: 'pending',
    order_id: body.order_id,
    currency: typeof body.currency === 'string' ? body.currency : 'EUR',
    icon: method.icon,
    payment_token: `sandbox-payment-token-${uuid.slice(-4)}`,
    title: card ? `${card.brand} •••• ${card.last4}` : method.title,
    payment_method: method.code,
    amount:
      typeof body.amount === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(body.amount) ? body.amount : '0.00',
    ...(customer ? { customer_uuid: customer } : {}),
    ...(tokenize ? { tokenize } : {}),
  };
  payments.set(uuid, payment);
  settleCard(uuid);
  return payment;
}

const isRefusal = (outcome: Payment | Refusal): outcome is Refusal => 'error_code' in outcome;

/** What a caller reads back: the payment without the sandbox's own bookkeeping. */
const publicPayment = ({ customer_uuid: _customer, tokenize: _tokenize, ...payment }: Payment) => payment;

/* The legacy service answers bare objects and `{ error_code, message }` failures. */
const legacyProblem = (status: number, error_code: string, message: string) =>
  HttpResponse.json({ error_code, message }, { status });
const legacyInvalid = (status: number, message: string) => legacyProblem(status, 'INVALID_REQUEST', message);

/*
 * The methods' icons, drawn for both themes (an <img> cannot follow the page's colours): a card and a bank, each on a
 * mid-blue tile that reads on light and dark backgrounds.
 */
const icons: Record<string, string> = {
  card: '<rect x="4" y="6" width="32" height="20" rx="3" fill="#fff"/><rect x="4" y="10" width="32" height="4" fill="#1d4ed8"/><rect x="8" y="19" width="10" height="3" rx="1" fill="#1d4ed8"/>',
  bank: '<path d="M20 5 6 12h28z" fill="#fff"/><path d="M9 14h4v9H9zm9 0h4v9h-4zm9 0h4v9h-4zM6 24h28v3H6z" fill="#fff"/>',
};

const iconResponse = (name: string) =>
  new HttpResponse(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 32"><rect width="40" height="32" rx="6" fill="#1d4ed8"/>${icons[name]}</svg>`,
    { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } },
  );

const legacyHandlers: RequestHandler[] = [
  http.get(sandboxRoute('payments', '/icons/:file'), ({ params }) => {
    const name = String(params.file).replace(/\.svg$/, '');
    return Object.hasOwn(icons, name)
      ? iconResponse(name)
      : legacyProblem(404, 'ICON_NOT_FOUND', 'No icon with this name.');
  }),
  http.put(sandboxRoute('payments', '/order'), async ({ request }) => {
    const outcome = openPayment((await jsonBody(request, legacyInvalid)) as Record<string, unknown>, false);
    return isRefusal(outcome)
      ? legacyProblem(outcome.status, outcome.error_code, outcome.message)
      : HttpResponse.json(publicPayment(outcome));
  }),
  http.get(sandboxRoute('payments', '/payment-methods'), () => HttpResponse.json(seedPaymentMethods)),
  http.get(sandboxRoute('payments', '/client'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const code = query.get('payment_method_code');
    if (!seedPaymentMethods.some((method) => method.code === code))
      return legacyProblem(404, 'PAYMENT_METHOD_NOT_FOUND', 'Unknown payment method.');
    return HttpResponse.json(clientOf(String(code), query.get('locale')));
  }),
  http.get(sandboxRoute('payments', '/payment/:uuid'), ({ params }) => {
    const payment = payments.get(String(params.uuid));
    return payment
      ? HttpResponse.json(publicPayment(payment))
      : legacyProblem(404, 'PAYMENT_NOT_FOUND', 'No payment with this id.');
  }),
];

const clientOf = (code: string, locale: string | null) => ({
  payment_method_code: code,
  locale: locale ?? 'en-DE',
  client_key: 'sandbox-client-key',
  environment: 'sandbox',
});

/* The newer service wraps answers in `code, data, message`, failures with `data: null` and an error_code. */
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'OK', data });
const newerProblem = (status: number, error_code: string, message: string) =>
  HttpResponse.json({ code: status, message, data: null, error_code }, { status });
const newerInvalid = (status: number, message: string) => newerProblem(status, 'INVALID_REQUEST', message);

const newerHandlers: RequestHandler[] = [
  http.put(sandboxRoute('paymentsEvo', '/api/payments/generate-token'), async ({ request }) => {
    const outcome = openPayment((await jsonBody(request, newerInvalid)) as Record<string, unknown>, true);
    return isRefusal(outcome)
      ? newerProblem(outcome.status, outcome.error_code, outcome.message)
      : ok(publicPayment(outcome));
  }),
  http.get(sandboxRoute('paymentsEvo', '/api/payments/methods'), ({ request }) => {
    const customer = new URL(request.url).searchParams.get('customer_uuid');
    return ok(
      seedPaymentMethods.map((method) =>
        method.tokenizable && customer ? { ...method, saved_cards: sandboxSavedCards(customer) } : method,
      ),
    );
  }),
  http.get(sandboxRoute('paymentsEvo', '/api/payments/methods/:code/client'), ({ request, params }) => {
    const code = String(params.code);
    if (!seedPaymentMethods.some((method) => method.code === code))
      return newerProblem(404, 'PAYMENT_METHOD_NOT_FOUND', 'Unknown payment method.');
    return ok(clientOf(code, new URL(request.url).searchParams.get('locale')));
  }),
  http.get(sandboxRoute('paymentsEvo', '/api/payments/:uuid'), ({ params }) => {
    const payment = payments.get(String(params.uuid));
    return payment
      ? ok(publicPayment(payment))
      : newerProblem(404, 'PAYMENT_NOT_FOUND', 'No payment with this id.');
  }),
];

/** Each side refuses in its own shape (see platform/sandbox/handlers.ts). */
export const refusals = { payments: legacyInvalid, paymentsEvo: newerInvalid };

export const handlers: RequestHandler[] = [...legacyHandlers, ...newerHandlers];
