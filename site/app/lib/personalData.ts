// The shopper's personal data and the shop's secrets, as what leaves the shop for an operator (log lines, error reports)
// must never hold them. The server's log censors these fields (server/logging.mjs); an error report is scrubbed of them
// and of anything in its text that looks like one (scrubErrorEvent), on the server and in the browser alike.

/** Secrets and the shopper's personal data (spec section 3), by the names the shop and its backends give them. */
export const personalFields = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'email',
  'phone',
  'telephone',
  'firstName',
  'lastName',
  'firstname',
  'lastname',
  'first_name',
  'last_name',
  'name',
  'dob',
  'birth_date',
  'dateOfBirth',
  'street',
  'postcode',
  'post_code',
  'city',
  'address',
  'addresses',
  'code',
  'captcha',
];

export const redacted = '[redacted]';

const personalKeys = new Set(personalFields.map((field) => field.toLowerCase()));

/**
 * What looks personal in free text (an error's message may repeat what a request carried): e-mail addresses, bearer
 * tokens and JWTs, and runs of seven or more digits (card, phone and account numbers, dates, with their spaces, dots
 * and dashes), each standing alone rather than inside an id.
 */
const emailAddress = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const personalPatterns = [emailAddress, /\bBearer\s+[\w.~+/-]+=*/gi, /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g];
const numberRun = /(?<![\w-])\+?\d[\d\s()./-]{5,}\d(?![\w-])/g;
/** `key=value` and `key: value` whose key is a personal field. */
const personalPair = new RegExp(
  `\\b(${personalFields.join('|')})(["']?\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s,;&]+)`,
  'gi',
);

/** Free text with whatever looks personal in it replaced by `[redacted]`. */
export function scrubText(text: string): string {
  const paired = text.replace(
    personalPair,
    (_pair, key: string, separator: string) => `${key}${separator}${redacted}`,
  );
  return personalPatterns
    .reduce((scrubbed, pattern) => scrubbed.replace(pattern, redacted), paired)
    .replace(numberRun, (run) => (run.replace(/\D/g, '').length >= 7 ? redacted : run));
}

/**
 * A URL's path as a log line may hold it: a segment that names an e-mail address (a backend's lookup of an account by
 * its address, percent-encoded or not) is replaced by `[redacted]`; ids, order numbers and slugs are kept as they are.
 */
export function scrubPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (decodedSegment(segment).search(emailAddress) === -1 ? segment : redacted))
    .join('/');
}

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * A value with its text scrubbed and, unless `censorKeys` is false (the tracker's own contexts, whose `name` is the
 * runtime's), its personal fields censored at any depth.
 */
export function scrubValue(value: unknown, censorKeys = true, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 8) return redacted;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, censorKeys, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      censorKeys && personalKeys.has(key.toLowerCase()) ? redacted : scrubValue(inner, censorKeys, depth + 1),
    ]),
  );
}

/** The parts of an error tracker's event (Sentry's shape) that may carry what a shopper typed or is. */
export interface ReportedEvent {
  message?: string;
  exception?: { values?: Array<{ value?: string }> };
  user?: unknown;
  request?: { url?: string; query_string?: unknown; cookies?: unknown; headers?: unknown; data?: unknown };
  tags?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  breadcrumbs?: Array<{ message?: string; data?: unknown }>;
}

/**
 * An error report fit to leave the shop (the trackers' `beforeSend`): no user, no cookies, headers, body or query of
 * the request (its URL is kept without the query), and its message, exception texts, extra data, contexts and
 * breadcrumbs scrubbed. What is left names the error, where it was thrown, the release, the route and the request.
 */
export function scrubErrorEvent<Event extends ReportedEvent>(event: Event): Event {
  const scrubbed: Event = { ...event };
  delete scrubbed.user;
  if (event.request)
    scrubbed.request = event.request.url ? { url: scrubText(event.request.url.split('?')[0]!) } : {};
  if (event.message !== undefined) scrubbed.message = scrubText(event.message);
  if (event.exception?.values)
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) =>
        value.value === undefined ? value : { ...value, value: scrubText(value.value) },
      ),
    };
  // Tags are the shop's own bounded values (release, route id, request id): kept as they are.
  if (event.extra) scrubbed.extra = scrubValue(event.extra) as Event['extra'];
  // The SDK's own contexts (runtime, operating system, trace) hold no personal fields, only text to scrub.
  if (event.contexts) scrubbed.contexts = scrubValue(event.contexts, false) as Event['contexts'];
  if (event.breadcrumbs)
    scrubbed.breadcrumbs = event.breadcrumbs.map((crumb) => scrubValue(crumb) as typeof crumb);
  return scrubbed;
}

/**
 * What the error tracker's SDK (Sentry's `dataCollection`) may gather of its own accord: nothing of the shopper or the
 * request (user, cookies, headers, bodies, query, GraphQL variables, a stack frame's variables). Its defaults collect
 * them; what the shop's own reports hold is scrubbed by scrubErrorEvent.
 */
export const errorTrackerCollects = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  stackFrameVariables: false,
};
