export { domainHandlers, sandboxHandlers } from './handlers';
export { sandboxPaths, sandboxRoute } from './paths';
export type { SandboxBackend } from './paths';
