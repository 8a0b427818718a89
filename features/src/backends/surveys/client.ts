import { createApiClient, isNewerAccountBackend, tenantAndIdentityHeaders } from '../../platform';
import type { paths } from './generated/surveys';

export interface EngagementClientOptions {
  /** ENGAGEMENT_API_URL (config.backends.engagement): both sides of the pair live under it. */
  engagementUrl: string;
  tenantToken: string;
  /** The signed-in shopper's identity token, read at call time. */
  identityToken: () => string | undefined;
}

/**
 * The surveys and quizzes calls. An engagement URL containing `evo` is the newer API, under `/api`, as for accounts
 * and payments; any other is the older API at its root. Quizzes exist only on the newer API (spec section 7), so they
 * always go to `/api`.
 */
export function createSurveysClient({ engagementUrl, tenantToken, identityToken }: EngagementClientOptions) {
  const newer = isNewerAccountBackend(engagementUrl);
  const root = engagementUrl.replace(/\/$/, '');
  const headers = tenantAndIdentityHeaders(tenantToken, identityToken);
  const api = (baseUrl: string, backend: 'newer' | 'service') =>
    createApiClient<paths>({ service: 'surveys', baseUrl, backend, headers });
  return {
    side: newer ? ('newer' as const) : ('older' as const),
    surveys: newer ? api(`${root}/api`, 'newer') : api(root, 'service'),
    quizzes: api(`${root}/api`, 'newer'),
  };
}

export type SurveysClient = ReturnType<typeof createSurveysClient>;
