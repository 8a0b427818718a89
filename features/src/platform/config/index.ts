export {
  backendVariables,
  configFromEnv,
  defaultConfig,
  GOOGLE_RECAPTCHA_SCRIPT_URL,
  isNewerAccountBackend,
  SANDBOX_BUILDER_API_KEY,
  SANDBOX_CAPTCHA_SITE_KEY,
  SANDBOX_TENANT_TOKEN,
} from './config';
export type { BackendName, StorefrontConfig, StoreView } from './config';
export { ConfigProvider, useConfig } from './ConfigProvider';
