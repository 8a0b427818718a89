import { createContext, useContext, type ReactNode } from 'react';
import { defaultConfig, type StorefrontConfig } from './config';

const ConfigContext = createContext<StorefrontConfig | undefined>(undefined);

export function ConfigProvider({ config, children }: { config: StorefrontConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The shop's configuration; outside a provider it logs at debug level and falls back to the default (spec section 8). */
export function useConfig(): StorefrontConfig {
  const config = useContext(ConfigContext);
  if (!config) {
    console.debug('useConfig called outside ConfigProvider: using the default configuration');
    return defaultConfig;
  }
  return config;
}
