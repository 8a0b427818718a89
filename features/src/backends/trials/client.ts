import {
  createApiClient,
  isNewerAccountBackend,
  type StorefrontConfig,
  tenantAndIdentityHeaders,
} from '../../platform';
import type { paths } from './generated/trials-evo';

/**
 * The trial eligibility call on the engagement service. Only the newer API (an ENGAGEMENT_API_URL containing evo)
 * has one (spec section 7); on the older API the client is absent and the shop offers no trial.
 */
export function createTrialsClient(
  config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>,
  identityToken: () => string | undefined,
) {
  const engagementUrl = config.backends.engagement;
  if (!isNewerAccountBackend(engagementUrl)) return { side: 'older' as const };
  return {
    side: 'newer' as const,
    api: createApiClient<paths>({
      service: 'trials',
      baseUrl: `${engagementUrl.replace(/\/$/, '')}/api`,
      backend: 'newer',
      headers: tenantAndIdentityHeaders(config.tenantToken, identityToken),
    }),
  };
}

export type TrialsClient = ReturnType<typeof createTrialsClient>;
