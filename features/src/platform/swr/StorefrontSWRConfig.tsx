import { useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { CollectingCache, holdKeyWhileMounted, SWR_CACHE_GC_MS } from './collectingCache';
import { swrDefaults } from './defaults';

/**
 * The shop's data-fetching defaults and a cache of its own per mount: one per server render (so shoppers
 * never share data) and one per page in the browser, collected 5 minutes after its last use.
 */
export function StorefrontSWRConfig({
  children,
  value,
  gcAfterMs = SWR_CACHE_GC_MS,
}: {
  children: ReactNode;
  value?: SWRConfiguration;
  gcAfterMs?: number;
}) {
  const [provider] = useState(() => () => new CollectingCache(gcAfterMs));
  return (
    <SWRConfig
      value={{ ...swrDefaults, ...value, provider, use: [holdKeyWhileMounted, ...(value?.use ?? [])] }}
    >
      {children}
    </SWRConfig>
  );
}
