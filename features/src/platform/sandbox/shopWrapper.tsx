import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ConfigProvider, type StorefrontConfig } from '../config';
import { TranslationProvider } from '../i18n';

/** Test-only: a widget's providers as on a shop page, with a fresh SWR cache and no retries so a failure shows at once. */
export function shopWrapper(config: StorefrontConfig) {
  return function Shop({ children }: { children: ReactNode }) {
    return (
      <ConfigProvider config={config}>
        <TranslationProvider>
          <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
        </TranslationProvider>
      </ConfigProvider>
    );
  };
}

/**
 * Test-only: SWR for a test that counts or fails requests: a fresh cache, no retries (a failure shows at once) and no
 * deduping (a read soon after another still asks the sandbox), inside the shop's config when the test gives one.
 */
export function freshSwrWrapper(config?: StorefrontConfig) {
  return function FreshSwr({ children }: { children: ReactNode }) {
    const swr = (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        {children}
      </SWRConfig>
    );
    return config ? <ConfigProvider config={config}>{swr}</ConfigProvider> : swr;
  };
}

/** Stories-only decorator: a fresh SWR cache per story, so what one story saved never shows in the next. */
export function withFreshCache(Story: () => ReactNode) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Story />
    </SWRConfig>
  );
}
