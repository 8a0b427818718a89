export * from './config';
export * from './http';
export * from './monitoring';
export { sandboxPaths, sandboxRoute } from './sandbox/paths';
export type { SandboxBackend } from './sandbox/paths';
export * from './tracking';
export * from './user';
export * from './i18n';
export * from './money';
export * from './captcha';
export * from './swr';
export * from './legal-age';
export * from './fields';
export { isPlainClick } from './url/plainClick';
export type { LinkClick } from './url/plainClick';
export { safeUrl } from './url/safeUrl';
export {
  DEFAULT_EMBED_PROVIDERS,
  embedProviders,
  embeddedVideo,
  isEmbedProviderName,
} from './url/embedProviders';
export type { EmbedProviderName, EmbeddedVideo } from './url/embedProviders';
export { PageQueryProvider, usePageQuery } from './url/pageQuery';
export { readRequestNumber } from './url/requestNumber';
export type { RequestNumber, RequestNumberProblem, RequestNumberRule } from './url/requestNumber';
