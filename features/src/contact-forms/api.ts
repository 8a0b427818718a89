import { absoluteUrl, createHttpClient, type StorefrontConfig } from '../platform';
import type { FormDestination } from './types';

/** The form's fields in the body its destination expects; Builder's endpoint always takes them as multipart. */
function encoded(
  destination: FormDestination,
  fields: FormData,
): { body: unknown; headers?: Record<string, string> } {
  if (destination.kind === 'email' || destination.contentType === 'multipart/form-data')
    return { body: fields };
  // The HTTP core sends a plain object as JSON.
  if (destination.contentType === 'application/json') return { body: Object.fromEntries(fields) };
  return {
    body: new URLSearchParams(fields as unknown as Record<string, string>).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/**
 * Sends a marketer's form through the HTTP core (timeout, connection errors, monitoring). Resolves once the
 * destination accepts it; rejects with the core's HttpError (the server's answer in `body`) or ConnectionError.
 */
export async function sendSubmission(
  config: Pick<StorefrontConfig, 'backends' | 'builder'>,
  formName: string,
  destination: FormDestination,
  fields: FormData,
): Promise<void> {
  const { body, headers } = encoded(destination, fields);
  if (destination.kind === 'email') {
    const builder = createHttpClient({ service: 'builder-forms', baseUrl: config.backends.builder });
    await builder.post('/api/v1/form-submit', body, {
      query: { apiKey: config.builder.apiKey, to: btoa(destination.to), name: formName },
    });
    return;
  }
  // The action is a whole URL (or a path on the shop): its origin is the client's base, the rest the path.
  const target = new URL(absoluteUrl(destination.action));
  const custom = createHttpClient({ service: 'custom-form-action', baseUrl: target.origin });
  await custom.post(`${target.pathname}${target.search}`, body, headers ? { headers } : {});
}
