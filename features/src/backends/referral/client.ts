import {
  captchaHeaders,
  createApiClient,
  HttpError,
  isNewerAccountBackend,
  type StorefrontConfig,
  tenantAndIdentityHeaders,
} from '../../platform';
import type { paths as LegacyPaths, components } from './generated/referral';
import type { paths as NewerPaths } from './generated/referral-evo';

export type ReferralCustomer = components['schemas']['ReferralCustomer'];
export type ReferralStats = components['schemas']['ReferralStats'];

export type ReferralConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken' | 'timeouts'>;

/** The signed-in shopper the customer, stats and update calls are about. */
export interface ReferralIdentity {
  uuid: string;
  token: string;
}

/** Spec section 5: the referral service answers 422 for a code that is not valid (both backends). */
export const INVALID_REFERRAL_CODE_STATUS = 422;

export class ReferralSignInRequiredError extends Error {
  override readonly name = 'ReferralSignInRequiredError';
  constructor() {
    super('The referral programme needs a signed-in shopper');
  }
}

/** Which referral pair the configuration chooses: the newer account backend (base URL with evo) or the legacy one. */
export const referralBackendOf = (config: ReferralConfig): 'newer' | 'legacy' =>
  isNewerAccountBackend(config.backends.account) ? 'newer' : 'legacy';

/** A 422 means "not a valid code"; every other failure is an error the caller shows as such. */
async function validUnless422(verify: () => Promise<boolean>): Promise<boolean> {
  try {
    return await verify();
  } catch (error) {
    if (error instanceof HttpError && error.status === INVALID_REFERRAL_CODE_STATUS) return false;
    throw error;
  }
}

/**
 * The referral calls of spec section 7. Status, customer and stats are the referral service's (under the loyalty base
 * URL) on both backends; verify and the friend's-code update go to the newer account backend's /api/users calls when
 * the account base URL names it (contains evo), else to the legacy referral service.
 */
export function createReferralClient(config: ReferralConfig, identity: () => ReferralIdentity | null) {
  const headers = tenantAndIdentityHeaders(config.tenantToken, () => identity()?.token);
  const legacy = createApiClient<LegacyPaths>({
    service: 'referral',
    baseUrl: config.backends.loyalty,
    timeoutMs: config.timeouts.loyaltyMs,
    headers,
  });
  const newer = createApiClient<NewerPaths>({
    service: 'referral',
    baseUrl: config.backends.account,
    backend: 'newer',
    headers,
  });
  const consumerId = () => {
    const current = identity();
    if (!current) throw new ReferralSignInRequiredError();
    return current.uuid;
  };
  const backend = referralBackendOf(config);

  return {
    backend,

    /** GET /referral/status (isActive). */
    async status(): Promise<boolean> {
      return (await legacy.GET('/referral/status')).data!.isActive;
    },

    /** GET /referral/customer/{id}: the shopper's own code and the one they joined with. */
    async customer(): Promise<ReferralCustomer> {
      return (await legacy.GET('/referral/customer/{id}', { params: { path: { id: consumerId() } } })).data!;
    },

    /** GET /referral/referrer/{id}/stats. */
    async stats(): Promise<ReferralStats> {
      return (await legacy.GET('/referral/referrer/{id}/stats', { params: { path: { id: consumerId() } } }))
        .data!;
    },

    /** Legacy POST /referral/verify (code) or newer GET /api/users/referrals/{code}/verify; 422 is "not valid". */
    verify(code: string): Promise<boolean> {
      return validUnless422(async () => {
        const captcha = await captchaHeaders();
        if (backend === 'newer') {
          const { data } = await newer.GET('/api/users/referrals/{code}/verify', {
            params: { path: { code } },
            headers: captcha,
          });
          return data!.data.is_valid;
        }
        const { data } = await legacy.POST('/referral/verify', { body: { code }, headers: captcha });
        return data!.is_valid;
      });
    },

    /**
     * Records the friend's code the shopper joined with; `source` says where they entered it. Legacy PUT
     * /referral/customer (uuid, referral_code, source) or newer PATCH /api/users/{uuid}/profile/referrer-code
     * (referrer_code, source). Answers the code recorded.
     */
    async applyReferrerCode(code: string, source: string): Promise<string> {
      const uuid = consumerId();
      if (backend === 'newer') {
        const { data } = await newer.PATCH('/api/users/{uuid}/profile/referrer-code', {
          params: { path: { uuid } },
          body: { referrer_code: code, source },
        });
        return data!.data.referrer_code;
      }
      const { data } = await legacy.PUT('/referral/customer', {
        body: { uuid, referral_code: code, source },
      });
      return data!.parent_code ?? code;
    },
  };
}

export type ReferralClient = ReturnType<typeof createReferralClient>;
