import createClient, { type Client } from 'openapi-fetch';
import { reportError } from '../monitoring';
import { createHttpClient, errorFromResponse, type HttpClientOptions } from './client';

/**
 * A client generated from an OpenAPI document (openapi-fetch) with the HTTP core's semantics:
 * timeout, shared headers, connection errors, and every non-2xx answer thrown as HttpError/ProductError.
 */
export function createApiClient<Paths extends object>(options: HttpClientOptions): Client<Paths> {
  const core = createHttpClient(options);
  const client = createClient<Paths>({ baseUrl: options.baseUrl, fetch: core.fetchJson });
  client.use({
    async onResponse({ response, request }) {
      if (response.ok) return undefined;
      const text = await response.clone().text();
      let body: unknown = text || null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: keep the text as the body.
      }
      const error = errorFromResponse(response.status, body, options.backend ?? 'service');
      reportError(error, {
        service: options.service,
        url: request.url,
        method: request.method,
        status: response.status,
      });
      throw error;
    },
  });
  return client;
}
