import createClient, { type Client } from 'openapi-fetch';
import { reportError } from '../monitoring';
import { createHttpClient, errorFromResponse, rejectAnswer, type HttpClientOptions } from './client';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A client generated from an OpenAPI document (openapi-fetch) with the HTTP core's semantics:
 * timeout, shared headers, connection errors, and every non-2xx answer thrown as HttpError/ProductError.
 */
export function createApiClient<Paths extends object>(options: HttpClientOptions): Client<Paths> {
  const core = createHttpClient(options);
  const client = createClient<Paths>({ baseUrl: options.baseUrl, fetch: core.fetch });
  client.use({
    async onResponse({ response, request }) {
      if (response.ok) {
        if (response.status === 204) return undefined;
        // openapi-fetch would throw a bare SyntaxError at broken JSON: it is an answer the shop cannot read.
        const text = await response.clone().text();
        if (text && !isJson(text))
          rejectAnswer(options.service, [{ path: [], message: 'not JSON' }], {
            url: request.url,
            method: request.method,
          });
        return undefined;
      }
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
