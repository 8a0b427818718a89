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

/** One side of a service with two versions (spec section 7), with the generated client for that side's own paths. */
export type ServicePair<NewerPaths extends object, OlderPaths extends object> =
  { side: 'newer'; api: Client<NewerPaths> } | { side: 'older'; api: Client<OlderPaths> };

/**
 * The client of the side the configured URL names (`isNewer`): both sides share the service's name in reports, the
 * base URL and the headers every call carries; only the paths and the error shape (`backend`) differ.
 */
export function createServicePair<NewerPaths extends object, OlderPaths extends object>(
  isNewer: boolean,
  options: Omit<HttpClientOptions, 'backend'>,
): ServicePair<NewerPaths, OlderPaths> {
  return isNewer
    ? { side: 'newer', api: createApiClient<NewerPaths>({ ...options, backend: 'newer' }) }
    : { side: 'older', api: createApiClient<OlderPaths>({ ...options, backend: 'older' }) };
}
