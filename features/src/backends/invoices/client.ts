import createClient from 'openapi-fetch';
import {
  createHttpClient,
  errorFromResponse,
  reportError,
  TENANT_HEADER,
  type StorefrontConfig,
} from '../../platform';
import type { paths } from './generated/invoices-evo';

/**
 * The invoice call of the newer account backend. Its answer is a PDF, not JSON, so it is read as a stream on the
 * HTTP core's fetch (timeout, connection errors) and a refusal becomes the core's HttpError here.
 */
export function createInvoicesClient(config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>) {
  const baseUrl = config.backends.account;
  const core = createHttpClient({
    service: 'invoices',
    baseUrl,
    backend: 'newer',
    headers: () => ({ [TENANT_HEADER]: config.tenantToken || undefined }),
  });
  const api = createClient<paths>({ baseUrl, fetch: core.fetch });

  return {
    /** GET /users/{uuid}/orders/{id}/invoice/: the invoice's bytes, as the service streams them. */
    async invoice(uuid: string, token: string, orderNumber: string): Promise<Response> {
      const { error, response } = await api.GET('/users/{uuid}/orders/{id}/invoice/', {
        params: { path: { uuid, id: orderNumber } },
        headers: { authorization: `Bearer ${token}` },
        parseAs: 'stream',
      });
      if (!response.ok || error !== undefined) {
        const failure = errorFromResponse(response.status, error ?? null, 'newer');
        reportError(failure, {
          service: 'invoices',
          url: response.url,
          method: 'GET',
          status: response.status,
        });
        throw failure;
      }
      return response;
    },
  };
}

export type InvoicesClient = ReturnType<typeof createInvoicesClient>;
