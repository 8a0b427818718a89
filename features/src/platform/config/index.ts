export {
  backendVariables,
  configFromEnv,
  defaultConfig,
  isNewerAccountBackend,
  SANDBOX_BUILDER_API_KEY,
  SANDBOX_TENANT_TOKEN,
} from './config';
export type { BackendName, StorefrontConfig, StoreView } from './config';
export { ConfigProvider, useConfig } from './ConfigProvider';
