/**
 * Hostile input against every sandbox handler over real HTTP: prototype keys and malformed values in every query
 * parameter the sandboxes read and in every path parameter, invalid and hostile JSON bodies, every method. The sandbox
 * must answer each with a 4xx (or a success), never an exception (a 5xx), and leave the process's prototypes alone.
 */
import { request as httpRequest } from 'node:http';
import { HttpHandler } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_HEADER, SANDBOX_CAPTCHA_TOKEN, TENANT_HEADER } from '../captcha';
import { SANDBOX_BUILDER_API_KEY, SANDBOX_TENANT_TOKEN } from '../config';
import { domainHandlers, sandboxHandlers } from './handlers';
import { sandboxPaths } from './paths';
import { startSandboxServer, type RunningSandbox } from './server';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let sandbox: RunningSandbox;
let session = '';
/** The shopper each test registers and signs in as, so signed-in calls read their input past the session check. */
let shopper = '';
const sent = { requests: 0 };
const failures: string[] = [];

function send(
  method: string,
  path: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
) {
  const url = new URL(path, sandbox.origin);
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        headers: {
          [TENANT_HEADER]: SANDBOX_TENANT_TOKEN,
          [CAPTCHA_HEADER]: SANDBOX_CAPTCHA_TOKEN,
          authorization: `Bearer ${session}`,
          // Node's client sends a DELETE body without a length unless told, which no server could frame.
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('no answer within 10 s')));
    outgoing.end(body);
  });
}

/** Sends one hostile request and notes it if the sandbox failed on it (a 5xx, or an answer that is not JSON). */
async function probe(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
) {
  sent.requests += 1;
  const answer = await send(method, path, options).catch((error: Error) => {
    failures.push(`${method} ${path} ${options.body?.slice(0, 80) ?? ''} -> ${error.message}`);
    return { status: 0, headers: {}, body: '' } as Answer;
  });
  const isJson = String(answer.headers['content-type'] ?? '').includes('json');
  if (answer.status >= 500 || (answer.body !== '' && !isJson)) {
    failures.push(
      `${method} ${path} ${options.body?.slice(0, 80) ?? ''} -> ${answer.status} ${answer.body.slice(0, 200)}`,
    );
  }
  return answer;
}

/** Runs probes a few at a time, so the suite stays quick without flooding a shared machine. */
async function inBatches<T>(items: T[], run: (item: T) => Promise<unknown>, size = 8) {
  for (let index = 0; index < items.length; index += size)
    await Promise.all(items.slice(index, index + size).map(run));
}

const PROTOTYPE_VALUES = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__.polluted',
  'constructor.prototype.polluted',
];
const MALFORMED_VALUES = ['{', '-1', '1e309', '99999999999999999999', 'NaN', 'x'.repeat(5000)];
const HOSTILE_VALUES = [...PROTOTYPE_VALUES, ...MALFORMED_VALUES];

/** Each sandbox endpoint that reads its query, a baseline that passes its checks, and the parameters it reads. */
const queryReaders = (): Array<{ path: string; baseline: Record<string, string>; params: string[] }> => [
  {
    path: `${sandboxPaths.builder}/api/v3/content/page`,
    baseline: { apiKey: SANDBOX_BUILDER_API_KEY, userAttributes: '{"urlPath":"/"}' },
    params: [
      'fields',
      'omit',
      'limit',
      'offset',
      'userAttributes',
      'overrides.page',
      'query.id',
      'includeUnpublished',
      'preview',
    ],
  },
  {
    path: `${sandboxPaths.builder}/api/v1/form-submit`,
    baseline: { apiKey: SANDBOX_BUILDER_API_KEY, to: 'club@example.com', name: 'Club' },
    params: ['apiKey', 'to', 'name'],
  },
  {
    path: `${sandboxPaths.search}/api/search`,
    baseline: { q: 'amber' },
    params: ['q', 'per_page', 'page', 'type', 'highlight'],
  },
  {
    path: `${sandboxPaths.storeSearch}/api/v1/search`,
    baseline: { content_type: 'store', q: 'Berlin' },
    params: [
      'q',
      'content_type',
      'limit',
      'filters[ExternalId]',
      'geo_filters[lat]',
      'geo_filters[lng]',
      'geo_filters[radius]',
    ],
  },
  {
    path: sandboxPaths.addressSuggest,
    baseline: { text: 'Ber' },
    params: ['text', 'results', 'lang', 'print_address'],
  },
  {
    path: `${sandboxPaths.payments}/client`,
    baseline: { payment_method_code: 'jtipayment' },
    params: ['payment_method_code', 'locale'],
  },
  {
    path: `${sandboxPaths.loyalty}/rewards`,
    baseline: {},
    params: ['is_virtual', 'location_ids', 'order_by', 'sort', 'page', 'per_page'],
  },
  { path: `${sandboxPaths.loyalty}/earnings`, baseline: {}, params: ['identifier'] },
  {
    path: `${sandboxPaths.loyalty}/consumers/${shopper}/points`,
    baseline: {},
    params: ['type', 'page', 'per_page'],
  },
  { path: `${sandboxPaths.accountEvo}/api/devices`, baseline: { userId: shopper }, params: ['userId'] },
  {
    path: `${sandboxPaths.accountLegacy}/device-inventory/v1/devices`,
    baseline: { userId: shopper },
    params: ['userId'],
  },
  { path: `${sandboxPaths.accountLegacy}/purposes`, baseline: {}, params: ['context'] },
  {
    path: sandboxPaths.commerce,
    baseline: { query: '{ storeConfig { store_code } }' },
    params: ['query', 'variables', 'operationName'],
  },
];

/** Field names the sandboxes read from JSON bodies; each hostile body gives all of them one hostile value. */
const BODY_FIELDS = [
  'email', 'password', 'password_confirmation', 'current_password', 'new_password', 'new_password_confirmation',
  'firstname', 'lastname', 'first_name', 'last_name', 'dob', 'birth_date', 'telephone', 'phone', 'gender', 'extra',
  'consents', 'custom_attributes', 'strategy_data', 'token', 'uuid', 'code', 'identifier', 'action_verification_uuid',
  'verification_uuid', 'street', 'post_code', 'city', 'country_code', 'request_types', 'fields', 'consumerId',
  'deviceId', 'externalId', 'article_id', 'qr_code_id', 'reward_uuid', 'qty', 'referral_code', 'source', 'order_id',
  'payment_method', 'amount', 'currency', 'customer_uuid', 'tokenize', 'events', 'query', 'variables', 'operationName',
]; // prettier-ignore
const BODY_VALUES: unknown[] = [
  1e308,
  -1,
  0,
  {},
  [],
  null,
  true,
  'x'.repeat(5000),
  '__proto__',
  [{}],
  [null],
  { 0: 1 },
];
const HOSTILE_BODIES = [
  undefined,
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"extra":{"__proto__":{"polluted":true}},"custom_attributes":{"constructor":{"prototype":{"polluted":true}}}}',
  ...BODY_VALUES.map((value) =>
    JSON.stringify(Object.fromEntries(BODY_FIELDS.map((field) => [field, value]))),
  ),
];

interface Route {
  method: string;
  path: string;
}

/** Every route a domain handler answers, with its path parameters filled by `fill` (given the segment before each). */
function routes(fill: (param: string, segmentBefore: string) => string): Route[] {
  return domainHandlers.flatMap((handler) => {
    if (!(handler instanceof HttpHandler)) return [];
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string' || path.slice(1).includes('*')) return [];
    const filled = path
      .replace(/^\*/, '')
      .replace(
        /\/(\w+)\/:(\w+)/g,
        (_match, before: string, name: string) => `/${before}/${fill(name, before)}`,
      )
      .replace(/:(\w+)/g, (_match, name: string) => fill(name, ''));
    return [{ method, path: filled }];
  });
}

/**
 * Fills the parameters that name the signed-in shopper with theirs (services answer another shopper's with 403 before
 * they read a body), any other with `x`.
 */
const asShopper = (param: string, segmentBefore: string) =>
  param === 'uuid' || param === 'userUuid' || segmentBefore === 'consumers' ? shopper : 'x';

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  sandbox = await startSandboxServer(sandboxHandlers);
});
// Hostile writes may sign the shopper out or close their account: each test registers a new one and signs in.
beforeEach(async () => {
  failures.length = 0;
  const email = `hostile-${crypto.randomUUID()}@example.com`;
  const password = 'Hostile!2026';
  const purposes = JSON.parse((await send('GET', `${sandboxPaths.accountEvo}/consents`)).body) as {
    data: Array<{ id: string }>;
  };
  const consents = purposes.data.map(({ id }) => ({ id, accepted: true, one_off: false }));
  const registration = { email, password, firstname: 'Hostile', lastname: 'Input', consents };
  await send('POST', `${sandboxPaths.accountEvo}/users/register`, { body: JSON.stringify(registration) });
  const signIn = await send('POST', `${sandboxPaths.accountEvo}/users/authentication/sessions`, {
    body: JSON.stringify({ strategy: 'email', strategy_data: { identifier: email, password } }),
  });
  ({ token: session, user_uuid: shopper } = (
    JSON.parse(signIn.body) as { data: { token: string; user_uuid: string } }
  ).data);
});
const TIMEOUT = 120_000;
afterAll(() => sandbox.close());

describe('sandbox under hostile input', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  /** What the sandbox logged for each handler that failed: method, path and the error's first words. */
  const failedHandlers = () =>
    errors.mock.calls.map((call) =>
      call
        .slice(1)
        .map((part) => String(part).slice(0, 160))
        .join(' '),
    );

  it(
    'hostile input: prototype keys and malformed values in every query parameter the sandboxes read answer without an exception',
    async () => {
      const probes = queryReaders().flatMap(({ path, baseline, params }) =>
        params.flatMap((param) =>
          HOSTILE_VALUES.map((value) => `${path}?${new URLSearchParams({ ...baseline, [param]: value })}`),
        ),
      );
      await inBatches(probes, (path) => probe(path.includes('form-submit') ? 'POST' : 'GET', path));
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'hostile input: prototype keys and malformed values in every path parameter answer without an exception',
    async () => {
      const probes = HOSTILE_VALUES.flatMap((value) => routes(() => encodeURIComponent(value)));
      await inBatches(probes, ({ method, path }) =>
        probe(method, path, method === 'GET' ? {} : { body: '{}' }),
      );
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'hostile input: invalid JSON and hostile bodies on every route answer 4xx or success, never an exception',
    async () => {
      const writes = routes(asShopper).filter(({ method }) => method !== 'GET');
      // Calls that end Ada's session go last, so every other signed-in call reads its body past the session check.
      const endsSession = ({ method, path }: Route) =>
        /sessions$|logout|cancel|deactivate/.test(path) && method !== 'GET';
      const ordered = [...writes.filter((route) => !endsSession(route)), ...writes.filter(endsSession)];
      const probes = ordered.flatMap((route) => HOSTILE_BODIES.map((body) => ({ ...route, body })));
      await inBatches(probes, ({ method, path, body }) =>
        probe(method, path, body === undefined ? {} : { body }),
      );
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'hostile input: invalid JSON is refused with a 400 JSON error on every route that reads a JSON body',
    async () => {
      // Left out: writes that take no JSON body (uploads, form posts, and actions named by their path alone, such as
      // a consent confirmed by the hash its e-mail carried).
      const writes = routes(asShopper).filter(
        ({ method, path }) =>
          method !== 'GET' &&
          method !== 'DELETE' &&
          !/contests|form-submit|logout|cancel|deactivate|default|billing|shipping|consents?\/validate/.test(
            path,
          ),
      );
      const answers = await Promise.all(
        writes.map(async (route) => ({
          route,
          answer: await probe(route.method, route.path, { body: '{' }),
        })),
      );
      const notRefused = answers
        .filter(({ answer }) => answer.status !== 400)
        .map(({ route, answer }) => `${route.method} ${route.path} -> ${answer.status}`);
      expect(notRefused).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'hostile input: hostile Store and Authorization headers on the commerce sandbox answer without an exception',
    async () => {
      const query = JSON.stringify({ query: '{ storeConfig { store_code } cart(cart_id: "x") { id } }' });
      for (const value of HOSTILE_VALUES) {
        await probe('POST', sandboxPaths.commerce, { body: query, headers: { Store: value } });
        await probe('POST', sandboxPaths.commerce, {
          body: query,
          headers: { Authorization: `Bearer ${value}` },
        });
      }
      const foreignStore = await send('POST', sandboxPaths.commerce, {
        body: query,
        headers: { Store: 'constructor' },
      });
      expect(JSON.parse(foreignStore.body).errors[0].message).toBe('Requested store is not found');
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'hostile input: every method on every sandbox path answers 405 with an Allow header or a JSON 404, never an exception',
    async () => {
      const methods = [
        'GET',
        'HEAD',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
        'OPTIONS',
        'TRACE',
        'TRACK',
        'PROPFIND',
        'PURGE',
      ];
      const paths = [...new Set(routes(() => 'x').map(({ path }) => path)), '/sandbox/nothing-here'];
      const probes = paths.flatMap((path) => methods.map((method) => ({ method, path })));
      await inBatches(probes, async ({ method, path }) => {
        const answer = await probe(method, path);
        if (answer.status === 405 && !answer.headers.allow)
          failures.push(`${method} ${path} -> 405 without Allow`);
      });
      expect(failures).toEqual([]);
      for (const method of ['GET', 'TRACE']) {
        const wrongMethod = await send(method, `${sandboxPaths.accountLegacy}/login`);
        expect(wrongMethod.status).toBe(405);
        expect(wrongMethod.headers.allow).toBe('POST');
      }
      const both = await send('DELETE', `${sandboxPaths.accountEvo}/users/${shopper}/profile`);
      expect([both.status, both.headers.allow]).toEqual([405, 'GET, POST']);
      const unknown = await send('PATCH', '/sandbox/nothing-here');
      expect([unknown.status, JSON.parse(unknown.body)]).toEqual([
        404,
        { code: 404, message: 'The sandbox has no handler for PATCH /sandbox/nothing-here', data: null },
      ]);
    },
    TIMEOUT,
  );

  /** The message of a refusal in any of the sandboxes' error shapes (GraphQL errors, `{ message }`, `{ code, message }`). */
  const refusalMessage = (answer: Answer): unknown => {
    const body = JSON.parse(answer.body) as { message?: unknown; errors?: Array<{ message?: unknown }> };
    return body.errors?.[0]?.message ?? body.message;
  };

  it(
    "hostile input: a path whose percent-encoding does not decode is a 400 in that backend's error shape on every sandbox, never a 500",
    async () => {
      const malformed = '%E0%A4%A';
      const paths = [
        ...Object.values(sandboxPaths).map((base) => `${base}/${malformed}`),
        // Where a handler reads the segment as a path parameter.
        `${sandboxPaths.loyalty}/consumers/${malformed}/points`,
        `${sandboxPaths.accountEvo}/users/${malformed}/profile`,
      ];
      for (const path of paths) {
        const answer = await probe('GET', path);
        expect([path, answer.status]).toEqual([path, 400]);
        expect(refusalMessage(answer)).toBe('The path is not valid percent-encoding.');
      }
      const shapes = await Promise.all(
        [sandboxPaths.commerce, sandboxPaths.loyaltyLegacy, sandboxPaths.loyalty].map(
          async (base) => JSON.parse((await send('GET', `${base}/${malformed}`)).body) as object,
        ),
      );
      expect(shapes.map((shape) => Object.keys(shape).sort())).toEqual([
        ['errors'],
        ['message'],
        ['code', 'data', 'message'],
      ]);
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "hostile input: JSON nested 10,000 levels deep is a 400 in that backend's error shape on every route that reads a JSON body, never a 500",
    async () => {
      const deep = (inner: string) => `${'['.repeat(10_000)}${inner}${']'.repeat(10_000)}`;
      const bodies = [`{"email":${deep('1')}}`, `{"query":"{ __typename }","variables":{"a":${deep('')}}}`];
      const writes = routes(asShopper).filter(
        ({ method, path }) =>
          method !== 'GET' &&
          method !== 'DELETE' &&
          !/contests?$|form-submit|logout|cancel|deactivate|default|billing|shipping|consents?\/validate/.test(
            path,
          ),
      );
      const notRefused: string[] = [];
      await inBatches(
        writes.flatMap((route) => bodies.map((body) => ({ ...route, body }))),
        async ({ method, path, body }) => {
          const answer = await probe(method, path, { body });
          if (answer.status !== 400 || !/nests deeper than 64 levels/.test(String(refusalMessage(answer))))
            notRefused.push(`${method} ${path} -> ${answer.status} ${answer.body.slice(0, 120)}`);
        },
      );
      expect(notRefused).toEqual([]);
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );

  it('commerce tokens: every sign-in is issued a fresh random customer token, and a guessed one opens no customer', async () => {
    const signIn = async () => {
      const answer = await send('POST', `${sandboxPaths.accountEvo}/users/authentication/sessions`, {
        body: JSON.stringify({
          strategy: 'email',
          // The README's demo sign-in (platform imports no backend, so not the seed's constant).
          strategy_data: { identifier: 'ada@example.com', password: 'Sandbox!2026' },
        }),
      });
      return (JSON.parse(answer.body) as { data: { magento_token: string } }).data.magento_token;
    };
    const customerEmail = async (token: string) => {
      const answer = await send('POST', sandboxPaths.commerce, {
        body: JSON.stringify({ query: '{ customer { email } }' }),
        headers: { Authorization: `Bearer ${token}` },
      });
      return (JSON.parse(answer.body) as { data?: { customer?: { email?: string } | null } }).data?.customer
        ?.email;
    };
    const [first, second] = [await signIn(), await signIn()];
    expect(first).toMatch(/^sandbox-customer-[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(await customerEmail(first)).toBe('ada@example.com');
    expect(await customerEmail(second)).toBe('ada@example.com');
    for (const guess of [
      'sandbox-customer-token-1',
      'sandbox-customer-token-2',
      `sandbox-customer-${crypto.randomUUID()}`,
    ])
      expect(await customerEmail(guess)).toBeUndefined();
  });

  it('hostile input: the process prototypes are intact and no handler failed afterwards', () => {
    expect(typeof [].map).toBe('function');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
    expect(failedHandlers()).toEqual([]);
    expect(sent.requests).toBeGreaterThan(2000);
  });
});
