import type { StorefrontConfig } from '../platform';
import type { AccountBackend } from './accountBackend';

/**
 * The configured account backend, loaded when a shopper's action needs it rather than with the page (issue #14): the
 * overview's closing actions and the preferred language sync. What it offers is known without it
 * (accountBackendSupports).
 */
export const loadAccountBackend = (config: StorefrontConfig): Promise<AccountBackend> =>
  import('./hooks').then((hooks) => hooks.accountBackendFor(config));
