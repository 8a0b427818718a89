import { useCallback } from 'react';
import { track } from '../../platform';
import { useCommerceClient } from '../../backends/commerce';
import type { Address } from '../../address';
import {
  setAgeVerification,
  setBillingAddress,
  setGuestEmail,
  setShippingAddress,
  setShippingMethod,
} from '../stepApi';
import type { CheckoutCart } from '../api';
import type { CheckoutView } from '../checkoutView';
import type { ShippingMethod } from '../shippingMethods';
import type { CheckoutStep } from '../steps';
import { reportCheckoutStep, trackedCheckout } from './trackedCheckout';

type Run = (
  operation: (cartId: string) => Promise<CheckoutCart | undefined>,
) => Promise<CheckoutCart | undefined>;

/** The contact, age, address and delivery steps' calls, each true when the cart took it; and the step progress event. */
export function useStepActions(run: Run, latest: () => CheckoutView | undefined) {
  const client = useCommerceClient();

  /** A guest gives an e-mail address; a signed-in customer's cart already has one. */
  const saveContact = useCallback(
    async (email: string) => {
      if (client.hasCustomerToken) return true;
      return Boolean(await run((id) => setGuestEmail(client, id, email.trim())));
    },
    [client, run],
  );

  /** Hands the cart the shopper's passed age check; true once the commerce backend counts the buyer as verified. */
  const confirmAge = useCallback(
    async (verificationId: string) => {
      const cart = await run((id) => setAgeVerification(client, id, verificationId));
      return cart?.age_verification.is_verified === true;
    },
    [client, run],
  );

  const saveShippingAddress = useCallback(
    async (address: Address) => Boolean(await run((id) => setShippingAddress(client, id, address))),
    [client, run],
  );

  const saveBillingAddress = useCallback(
    async (address: Address | 'same_as_shipping') =>
      Boolean(await run((id) => setBillingAddress(client, id, address))),
    [client, run],
  );

  const chooseShippingMethod = useCallback(
    async (method: ShippingMethod) => {
      const cart = await run((id) => setShippingMethod(client, id, method));
      if (cart)
        track('tracking:commerce:add_shipping_info', {
          ...trackedCheckout(latest()),
          shipping_tier: method.carrierTitle,
        });
      return Boolean(cart);
    },
    [client, run, latest],
  );

  /**
   * Spec section 9's checkout_progress and checkout page view, raised by the widget each time the shopper reaches a
   * step (each step is a page of the checkout to the shopper, though the URL stays /checkout).
   */
  const reportStep = useCallback((step: CheckoutStep) => reportCheckoutStep(step, latest()), [latest]);

  return {
    saveContact,
    confirmAge,
    saveShippingAddress,
    saveBillingAddress,
    chooseShippingMethod,
    reportStep,
  };
}
