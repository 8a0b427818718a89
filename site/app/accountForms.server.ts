import { accountBackendFor, type FormActionContext } from '@storefront/features/account';
import { consentsBackendFor, type ConsentsBackend } from '@storefront/features/consents';
import { configureCaptchaFrom, en, translate } from '@storefront/features/platform';
import { friendReferralCode, type FriendReferralCode } from '@storefront/features/referral';
import { shopConfig } from './config.server';

/** What the account forms' route actions need: the configured backends and the shop's words. */
export function accountFormContext(): FormActionContext & {
  consents: ConsentsBackend;
  referral: FriendReferralCode;
} {
  const config = shopConfig();
  // A form may be the first request this process serves; its captcha follows the configuration all the same.
  configureCaptchaFrom(config.captcha);
  return {
    backend: accountBackendFor(config),
    consents: consentsBackendFor(config),
    referral: friendReferralCode(config),
    t: (key) => translate(en, key),
  };
}
