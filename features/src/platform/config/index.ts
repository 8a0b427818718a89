export {
  backendVariables,
  configFromEnv,
  configProblems,
  defaultConfig,
  flag,
  flagVariables,
  isHttpUrl,
  isNewerAccountBackend,
  SANDBOX_BUILDER_API_KEY,
  SANDBOX_TENANT_TOKEN,
  unsetBackendVariables,
} from './config';
export type { BackendName, StorefrontConfig, StoreView } from './config';
export { ConfigProvider, useConfig } from './ConfigProvider';
