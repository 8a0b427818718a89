import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { mergeGuestCartIntoCustomerCart, showCartCount } from '../cart';
import { useFriendReferralCode } from '../referral';
import { useCommerceClient } from '../backends/commerce';
import { reportError, setStoredUser, shopFailure, track, useConfig, type ShopperFailure } from '../platform';
import {
  accountFailureOf,
  isWrongCredentials,
  signInErrorKeys,
  useAccountBackend,
  useAccountCall,
} from './hooks';
import { storedUserOf, type AccountSession, type Registration, type SignInCredentials } from './types';

// Apart from the account's other hooks: signing in moves the guest cart and registering records a friend's code, so
// these two bring the cart and referral code that the account pages themselves (overview, layout) do not run.

export interface SignInResult {
  session: AccountSession;
  /**
   * What the shopper should know about their cart after it moved into the account (quantities reduced, or a cart
   * that could not move yet), for the widget to word.
   */
  cartMessages: ShopperFailure[];
}

/**
 * Signs the shopper in: the stored user is set, then the guest cart moves into the customer's cart, so nothing the
 * shopper picked as a guest is lost. A cart that cannot be merged yet stays the guest's, and the shopper is told.
 */
export function useSignIn({ onSignedIn }: { onSignedIn?: (result: SignInResult) => void } = {}) {
  const backend = useAccountBackend();
  const commerce = useCommerceClient();
  const config = useConfig();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ pending: boolean; error?: ShopperFailure }>({ pending: false });
  const method = config.features.loginStrategy;

  /** What follows a session the backend gave, here or in the route's action before the page hydrated. */
  const complete = useCallback(
    async (session: AccountSession): Promise<SignInResult> => {
      setState({ pending: true });
      setStoredUser(storedUserOf(session));
      track('tracking:activity:login_success', { method });
      let cartMessages: ShopperFailure[] = [];
      try {
        const merged = await mergeGuestCartIntoCustomerCart(commerce);
        showCartCount(merged.cart.total_quantity);
        cartMessages = merged.messages;
      } catch (error) {
        reportError(error, { step: 'merge guest cart after sign-in' });
        cartMessages = [shopFailure('account.signIn.cartNotMerged')];
      }
      // Every cached view (the cart first) now belongs to a signed-in shopper.
      await mutate(() => true);
      setState({ pending: false });
      const result = { session, cartMessages };
      onSignedIn?.(result);
      return result;
    },
    [commerce, method, mutate, onSignedIn],
  );

  const signIn = useCallback(
    async (credentials: SignInCredentials): Promise<SignInResult | undefined> => {
      setState({ pending: true });
      let session: AccountSession;
      try {
        session = await backend.signIn(credentials);
      } catch (error) {
        track('tracking:activity:login_fail', {
          method,
          reason: isWrongCredentials(error) ? 'credentials' : 'service',
        });
        setState({ pending: false, error: accountFailureOf(error, signInErrorKeys) });
        return undefined;
      }
      return complete(session);
    },
    [backend, complete, method],
  );

  return { signIn, complete, isSigningIn: state.pending, error: state.error };
}

/**
 * Registration, then sign-in with the same details (the stored user is set and the cart merged by useSignIn). A
 * friend's referral code, checked by the form before, is recorded for the new shopper before the page moves on.
 */
export function useRegister({ onSignedIn }: { onSignedIn?: (result: SignInResult) => void } = {}) {
  const backend = useAccountBackend();
  const { signIn } = useSignIn();
  const friendCode = useFriendReferralCode();
  const register = useCallback(
    async (registration: Registration, referralCode = '') => {
      await backend.register(registration);
      track('tracking:activity:sign_up_regular', { method: 'email' });
      const result = await signIn({ email: registration.email, password: registration.password });
      if (result && referralCode) {
        try {
          await friendCode.record(referralCode, result.session);
        } catch {
          // The account exists and the code was valid a moment ago; the HTTP core has reported the failure, and
          // failing the registration now would hide an account the shopper already has.
        }
      }
      if (result) onSignedIn?.(result);
      return result;
    },
    [backend, signIn, friendCode, onSignedIn],
  );
  return useAccountCall(register);
}
