import { createApiClient, TENANT_HEADER, type StorefrontConfig } from '../../platform';
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
    headers: () => {
      const token = identityToken();
      return {
        [TENANT_HEADER]: config.tenantToken || undefined,
        authorization: token ? `Bearer ${token}` : undefined,
      };
    },
  });
}

export type WalletPassesClient = ReturnType<typeof createWalletPassesClient>;
