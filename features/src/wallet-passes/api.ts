import {
  isNewerAccountBackend,
  type StorefrontConfig,
  storedIdentity,
  type ShopperIdentity,
} from '../platform';
import { createWalletPassesClient, type WalletPasses } from '../backends/wallet-passes';

export type WalletType = WalletPasses['schemas']['WalletType'];
export const walletTypes: readonly WalletType[] = ['apple', 'google'];

export type WalletPassesConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** Only the newer account backend issues passes (spec section 7); on the older one none is offered. */
export const offersWalletPasses = (config: Pick<StorefrontConfig, 'backends'>) =>
  isNewerAccountBackend(config.backends.account);

export class WalletPassSignInError extends Error {
  override readonly name = 'WalletPassSignInError';
  constructor() {
    super('A wallet pass needs a signed-in shopper');
  }
}

/** An address the service answered that is not a web address (javascript:, data:) is never followed. */
export class UnsafePassAddressError extends Error {
  override readonly name = 'UnsafePassAddressError';
}

/** POST /users/{uuid}/profile/wallet: issues the loyalty card for a wallet and answers where to fetch the pass. */
export async function requestWalletPass(
  config: WalletPassesConfig,
  type: WalletType,
  identity: () => ShopperIdentity | null = storedIdentity,
): Promise<string> {
  const current = identity();
  if (!current) throw new WalletPassSignInError();
  const api = createWalletPassesClient(config, () => current.token);
  const { data } = await api.POST('/users/{uuid}/profile/wallet', {
    params: { path: { uuid: current.uuid } },
    body: { type },
  });
  const url = new URL(data!.data.url, typeof location === 'undefined' ? undefined : location.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UnsafePassAddressError(url.protocol);
  return url.toString();
}
