import { createApiClient, type StorefrontConfig, tenantAndIdentityHeaders } from '../../platform';
import type { paths } from './generated/wallet-passes-evo';

/** The newer account backend's wallet pass call, with the shopper's identity token read at call time. */
export function createWalletPassesClient(
  config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>,
  identityToken: () => string | undefined,
) {
  return createApiClient<paths>({
    service: 'wallet-passes',
    baseUrl: config.backends.account,
    backend: 'newer',
    headers: tenantAndIdentityHeaders(config.tenantToken, identityToken),
  });
}

export type WalletPassesClient = ReturnType<typeof createWalletPassesClient>;
