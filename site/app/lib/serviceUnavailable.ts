import { data, type HeadersFunction } from 'react-router';

/**
 * A page whose data the server could not fetch from a backend: the page still renders and its widget says so at once
 * with its own Try again (it does not ask again unprompted), but the answer is a 503 with Retry-After, so crawlers and caches
 * come back later instead of keeping a page that says "Loading" or shows nothing. The route exports
 * `headers = loaderHeadersOnward`, for Retry-After to reach the response.
 */
export function serviceUnavailable<Payload>(payload: Payload) {
  return data(payload, { status: 503, headers: { 'Retry-After': '30' } });
}

/** A route's `headers`: the loader's own (Retry-After from serviceUnavailable) go on to the response. */
export const loaderHeadersOnward: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** A form route's `headers`: its action's own (Retry-After from a throttled form, throttle.server.ts) go on too. */
export const actionHeadersOnward: HeadersFunction = ({ actionHeaders }) => actionHeaders;
