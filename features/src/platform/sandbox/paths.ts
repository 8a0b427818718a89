/**
 * Where each imitated backend lives on the shop's own server. Handlers match any origin (`*`),
 * so the same handler answers over real HTTP, in Storybook's service worker and in Node tests.
 */
export const sandboxPaths = {
  accountEvo: '/sandbox/account-evo',
  accountLegacy: '/sandbox/account-legacy',
  /** The newer loyalty backend (evo in the path selects it, as for accounts); the older one beside it. */
  loyalty: '/sandbox/loyalty-evo',
  loyaltyLegacy: '/sandbox/loyalty-legacy',
  commerce: '/sandbox/commerce/graphql',
  payments: '/sandbox/payments',
  /** The newer payment service (its base URL contains evo, as the newer account backend's does). */
  paymentsEvo: '/sandbox/payments-evo',
  /** The engagement service's older API; the newer one (the default) is engagementEvo. */
  engagement: '/sandbox/engagement',
  engagementEvo: '/sandbox/engagement-evo',
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
