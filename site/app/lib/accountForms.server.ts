import type { RouterContextProvider } from 'react-router';
import { accountBackendFor, type FormActionContext } from '@storefront/features/account';
import { consentsBackendFor, type ConsentsBackend } from '@storefront/features/consents';
import { configureCaptchaFrom } from '@storefront/features/platform';
import { friendReferralCode, type FriendReferralCode } from '@storefront/features/referral';
import { requestWords, shopConfigFor } from './language.server';
import { clientAddressContext } from './storeLocation.server';

const forwardedFor = (address: string | null) => (address ? { forwardedFor: address } : {});

/**
 * What the account forms' route actions need: the configured backends and the shop's words in the request's
 * language, so a form sent from a German page is answered in German (field messages included). The account backend
 * is told the shopper's address (X-Forwarded-For, as the server's trust-proxy rules give it), so its own per-address
 * limits see the shopper, not the shop.
 */
export async function accountFormContext(
  request: Request,
  context: Readonly<RouterContextProvider>,
  /** A call the server makes for a hydrated page: the captcha token the page obtained and posted, if any. */
  relayed: { captchaToken?: string } = {},
): Promise<
  FormActionContext & {
    consents: ConsentsBackend;
    referral: FriendReferralCode;
    market: string;
  }
> {
  const [config, t] = await Promise.all([shopConfigFor(request), requestWords(request)]);
  // A form may be the first request this process serves; its captcha follows the configuration all the same.
  configureCaptchaFrom(config.captcha);
  return {
    backend: accountBackendFor({
      ...config,
      ...forwardedFor(context.get(clientAddressContext)),
      ...relayed,
    }),
    consents: consentsBackendFor(config),
    referral: friendReferralCode(config),
    t,
    market: config.market,
  };
}
