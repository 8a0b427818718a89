import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  useConfig,
  useStoredUser,
  failureOf,
  shopFailure,
  useTranslation,
  type Formatter,
  type ShopperFailure,
  type TranslationVars,
} from '../platform';
import { useCommerceClient } from '../backends/commerce';
import { paymentBackendOf } from '../backends/payments';
import { createPaymentService, updatePaymentMethod, type UpdatePaymentMethodResult } from './api';
import { paymentsMessages, type PaymentsMessageKey } from './messages';
import {
  cardRequestOf,
  needsPaymentService,
  paymentOptionsOf,
  type CardChoice,
  type PaymentBackend,
  type PaymentOrderResult,
} from './types';

export function usePaymentsWords() {
  const { t } = useTranslation();
  return useCallback(
    (key: PaymentsMessageKey, vars?: TranslationVars) => t(key, vars, paymentsMessages[key]),
    [t],
  );
}

type Words = ReturnType<typeof usePaymentsWords>;

const knownRefusals = ['ORDER_ALREADY_PAID', 'PAYMENT_METHOD_NOT_AVAILABLE', 'ORDER_NOT_FOUND'] as const;

/**
 * Why updatePaymentMethod refused, for the widget to word: the error data's code in the shop's words, else the
 * server's own message, else a generic sentence.
 */
export function paymentChangeFailureOf(
  result: UpdatePaymentMethodResult,
  methodTitle: string,
): ShopperFailure {
  const known = result.errors
    ?.map((error) => error.code)
    .find((code) => (knownRefusals as readonly string[]).includes(code));
  if (known) return shopFailure(`payments.error.${known}`, { method: methodTitle });
  const said = result.errors?.[0]?.message ?? result.message;
  return said ? { kind: 'said', message: said } : shopFailure('payments.error.generic');
}

/** The payment service for the configured URL; a URL containing `evo` is the newer service, as for accounts. */
export function usePaymentService() {
  const config = useConfig();
  return useMemo(
    () =>
      createPaymentService({
        baseUrl: new URL(
          config.backends.payments,
          typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
        ).toString(),
        backend: paymentBackendOf(config.backends.payments),
      }),
    [config.backends.payments],
  );
}

/**
 * The payment service's methods. On the newer service a signed-in shopper's kept cards come with the tokenizable
 * methods; the legacy service keeps none.
 */
export function usePaymentMethods() {
  const service = usePaymentService();
  const user = useStoredUser();
  const customer = service.backend === 'newer' ? user?.uuid : undefined;
  const result = useSWR(['payments:methods', service.backend, customer ?? ''], () =>
    service.getPaymentMethods(customer),
  );
  return {
    customer,
    methods: result.data ?? [],
    isLoading: result.isLoading,
    error: result.error as unknown,
    retry: () => void result.mutate(),
  };
}

/**
 * What the checkout adds to a payment it opens for a method: the signed-in shopper's uuid and, on the newer service,
 * the kept card that pays or tokenize for a new card to save (cardRequestOf).
 */
export function useCardRequest() {
  const service = usePaymentService();
  const { methods, customer } = usePaymentMethods();
  return useCallback(
    (code: string, choice: CardChoice) => {
      const [option] = paymentOptionsOf([{ code, title: code }], methods);
      return cardRequestOf(option, service.backend, customer, choice);
    },
    [customer, methods, service.backend],
  );
}

/** The cache entry of a method's client settings, shared by the method list and the checkout's check before placing. */
const clientKey = (backend: PaymentBackend, code: string, locale: string) =>
  ['payments:client', backend, code, locale] as const;

/**
 * The methods on offer with the payment service's details, and the chosen method's client settings (what its
 * browser SDK starts with), read in the shop's locale. The list never waits for the service: without it the
 * backend's titles are shown.
 */
export function usePaymentOptions(
  available: ReadonlyArray<{ code: string; title: string }>,
  chosen: string | undefined,
) {
  const service = usePaymentService();
  const { locale } = useTranslation();
  const described = usePaymentMethods();
  const options = useMemo(
    () => paymentOptionsOf(available, described.methods),
    [available, described.methods],
  );
  const client = useSWR(chosen ? clientKey(service.backend, chosen, locale) : null, () =>
    service.getPaymentClient(chosen ?? '', locale),
  );
  return {
    options,
    backend: service.backend,
    signedIn: Boolean(described.customer),
    client: client.data,
    /** The chosen method needs the payment service and cannot start: its settings or the method list did not come. */
    clientFailed: Boolean(chosen && needsPaymentService(chosen) && (client.error || described.error)),
    retry: () => {
      described.retry();
      void client.mutate();
    },
  };
}

/**
 * Asks the payment service whether a method can start now (its client settings come), answering true at once for a
 * method that needs no payment service. The checkout calls it before it moves on and again before it places an order.
 */
export function usePaymentStartCheck() {
  const service = usePaymentService();
  const { locale } = useTranslation();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (code: string): Promise<boolean> => {
      if (!needsPaymentService(code)) return true;
      try {
        await mutate(clientKey(service.backend, code, locale), service.getPaymentClient(code, locale), {
          revalidate: false,
        });
        return true;
      } catch {
        return false;
      }
    },
    [locale, mutate, service],
  );
}

/** The payment service's refusals the shop words itself (an expired kept card). */
const knownPaymentRefusals = ['CARD_EXPIRED'] as const;

/** A payment refusal's code in the shop's words, or undefined for a code the shop does not know. */
export function usePaymentRefusalText() {
  const words = usePaymentsWords();
  return useCallback(
    (code: string): string | undefined =>
      (knownPaymentRefusals as readonly string[]).includes(code)
        ? words(`payments.error.${code as (typeof knownPaymentRefusals)[number]}`)
        : undefined,
    [words],
  );
}

/** Payment states in which nothing was charged and the shopper must choose another way to pay. */
export const FAILED_PAYMENT_STATES: readonly string[] = ['declined', 'failed', 'expired'];

export const isFailedPayment = (payment: PaymentOrderResult): boolean =>
  FAILED_PAYMENT_STATES.includes(payment.status);

/**
 * What the shopper reads about a payment, from the payment order result: its amount in its currency, its method's
 * title and its status in words; a state the shop does not know is named as the service sent it.
 */
export function paymentStatusText(payment: PaymentOrderResult, words: Words, format: Formatter): string {
  const amount = format.money({ value: Number(payment.amount), currency: payment.currency });
  const vars = { amount, method: payment.title };
  if (payment.status === 'pending') return words('payments.status.pending', vars);
  if (payment.status === 'paid') return words('payments.status.paid', vars);
  if (isFailedPayment(payment)) return words('payments.status.declined', vars);
  return words('payments.status.other', { method: payment.title, status: payment.status });
}

/**
 * A payment's status; polls every 2 s while it is pending, so a redirect back from the bank settles by itself. With
 * `follow: false` it reads the payment once (its method, title and icon do not change), sharing the cache entry.
 */
export function usePaymentStatus(uuid: string | undefined, { follow = true } = {}) {
  const service = usePaymentService();
  const result = useSWR(uuid ? ['payments:payment', uuid] : null, () => service.getPayment(uuid ?? ''), {
    refreshInterval: (latest) => (follow && latest?.status === 'pending' ? 2000 : 0),
  });
  return { payment: result.data, error: result.error as unknown };
}

/** Switches a placed order to another method; a refusal becomes `failure`, in words, and nothing is thrown. */
export function useUpdatePaymentMethod() {
  const client = useCommerceClient();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<UpdatePaymentMethodResult>();
  const [failure, setFailure] = useState<ShopperFailure>();
  const update = useCallback(
    async (orderId: string, method: { code: string; title: string }): Promise<UpdatePaymentMethodResult> => {
      setPending(true);
      setFailure(undefined);
      try {
        const outcome = await updatePaymentMethod(client, orderId, method.code);
        setResult(outcome);
        if (!outcome.success) setFailure(paymentChangeFailureOf(outcome, method.title));
        return outcome;
      } catch (error) {
        const outcome = { success: false };
        setResult(outcome);
        setFailure(failureOf(error, shopFailure('payments.error.generic')));
        return outcome;
      } finally {
        setPending(false);
      }
    },
    [client],
  );
  return { updatePaymentMethod: update, isUpdating: pending, result, failure };
}
