import { useState } from 'react';
import { useConfig, useStoredUser, identityOf } from '../platform';
import { offersWalletPasses, requestWalletPass, type WalletType } from './api';

/**
 * The loyalty card for a wallet: asks the service for the pass, then fetches it (an attachment, so the page stays).
 * `open` is how the pass's address is followed; tests replace it.
 */
export function useWalletPass(open: (url: string) => void = (url) => window.location.assign(url)) {
  const config = useConfig();
  const identity = identityOf(useStoredUser());
  const [pending, setPending] = useState<WalletType | null>(null);
  const [failed, setFailed] = useState(false);
  return {
    offered: Boolean(identity) && offersWalletPasses(config),
    pending,
    failed,
    add: async (type: WalletType) => {
      setPending(type);
      setFailed(false);
      try {
        open(await requestWalletPass(config, type, () => identity));
      } catch {
        setFailed(true);
      } finally {
        setPending(null);
      }
    },
  };
}
