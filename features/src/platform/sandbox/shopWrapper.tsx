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
