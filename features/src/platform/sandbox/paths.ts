/**
 * Where each imitated backend lives on the shop's own server. Handlers match any origin (`*`),
 * so the same handler answers over real HTTP, in Storybook's service worker and in Node tests.
 */
export const sandboxPaths = {
  accountEvo: '/sandbox/account-evo',
  accountLegacy: '/sandbox/account-legacy',
  loyalty: '/sandbox/loyalty',
  commerce: '/sandbox/commerce/graphql',
  payments: '/sandbox/payments',
  engagement: '/sandbox/engagement',
  search: '/sandbox/search',
  storeSearch: '/sandbox/store-search',
  addressSuggest: '/sandbox/address-suggest',
  builder: '/sandbox/builder',
  platform: '/sandbox/platform',
  subscriptions: '/sandbox/subscriptions',
  /** A websocket, not MSW: the server hands its upgrades to the live-updates sandbox. */
  liveUpdates: '/sandbox/live-updates',
  /** Not a backend: the sandbox's outbox, where the codes and tokens it "sends" can be read (GET /{identifier}). */
  outbox: '/sandbox/outbox',
} as const;

export type SandboxBackend = keyof typeof sandboxPaths;

/** A path pattern for MSW that matches the backend on any origin. */
export function sandboxRoute(backend: SandboxBackend, path = ''): string {
  return `*${sandboxPaths[backend]}${path}`;
}
