export {
  backendVariables,
  BUILDER_IMAGE_CDN,
  configFromEnv,
  configProblems,
  defaultConfig,
  flag,
  flagVariables,
  GOOGLE_RECAPTCHA_SCRIPT_URL,
  isHttpUrl,
  isNewerAccountBackend,
  isTimeZone,
  SANDBOX_BUILDER_API_KEY,
  SANDBOX_CAPTCHA_SITE_KEY,
  SANDBOX_TENANT_TOKEN,
  sandboxBackendsAt,
  unsetBackendVariables,
} from './config';
export type { BackendName, StorefrontConfig, StoreView } from './config';
export { ConfigProvider, useConfig } from './ConfigProvider';
