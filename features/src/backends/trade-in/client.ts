import { createApiClient, isNewerAccountBackend, tenantAndIdentityHeaders } from '../../platform';
import type { paths } from './generated/trade-in';

export interface TradeInClientOptions {
  /** ENGAGEMENT_API_URL (config.backends.engagement): both sides of the pair live under it. */
  engagementUrl: string;
  tenantToken: string;
  /** The signed-in shopper's identity token, read at call time. */
  identityToken: () => string | undefined;
}

/**
 * The trade-in calls. An engagement URL containing `evo` is the newer API, under `/api`, as for accounts and
 * payments; any other is the older API at its root.
 */
export function createTradeInClient({ engagementUrl, tenantToken, identityToken }: TradeInClientOptions) {
  const newer = isNewerAccountBackend(engagementUrl);
  const root = engagementUrl.replace(/\/$/, '');
  return {
    side: newer ? ('newer' as const) : ('older' as const),
    api: createApiClient<paths>({
      service: 'trade-in',
      baseUrl: newer ? `${root}/api` : root,
      backend: newer ? 'newer' : 'service',
      headers: tenantAndIdentityHeaders(tenantToken, identityToken),
    }),
  };
}

export type TradeInClient = ReturnType<typeof createTradeInClient>;
