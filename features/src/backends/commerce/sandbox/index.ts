import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  graphql,
  GraphQLError,
  OperationTypeNode,
  parse,
  type ExecutionResult,
  getOperationAST,
} from 'graphql';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { CAPTCHA_HEADER, sandboxRoute } from '../../../platform';
import magentoSdl from '../contract/magento.graphql?raw';
import extensionsSdl from '../contract/extensions.graphql?raw';
import { jsonBody } from '../../../platform/sandbox/requests';
import { resolvers } from './resolvers';
import { unservedFieldFails } from './unservedField';
import { seedOrderStatuses, type SeedCustomer } from './seed';
import { labelsOf, sandboxStoreViews } from './storeViews';
import {
  createSandboxState,
  customerByToken,
  findProduct,
  issueCustomerToken,
  MagentoError,
  type RequestContext,
  type SandboxState,
} from './store';

export { CARD_ORDER_PROCESSING_MS } from './resolvers';
export {
  SANDBOX_CUSTOMER_TOKENS,
  seedCampaign as sandboxCampaign,
  seedCoupons as sandboxCoupons,
  seedCountries as sandboxCountries,
  seedStores as sandboxStores,
} from './seed';
export { ageVerificationOf, createSandboxState } from './store';

/** The SDL executed with real resolvers: a wrong operation fails exactly as graphql-js fails it on a server. */
export const commerceSchema = makeExecutableSchema({
  typeDefs: [magentoSdl, extensionsSdl],
  resolvers,
  defaultFieldResolver: unservedFieldFails,
});

let state: SandboxState = createSandboxState();

/** Puts the commerce sandbox back to its seed (tests call this between cases). */
export function resetCommerceSandbox(): void {
  state = createSandboxState();
}

/** An order's status and owner as the commerce sandbox holds them now (the live-updates sandbox reports changes). */
export function sandboxOrderStatus(number: string): { status: string; customerId?: number } | undefined {
  const order = state.orders.find((candidate) => candidate.number === number);
  return order
    ? { status: order.status, ...(order.customerId !== undefined ? { customerId: order.customerId } : {}) }
    : undefined;
}

/**
 * The account service passes on a cancellation request for a paid order of its shopper: the order shows it as
 * requested from then on. False when the order is not theirs or no longer cancellable, and nothing changes.
 */
export function reportSandboxCancellationRequest(request: {
  orderNumber: string;
  shopperUuid: string;
}): boolean {
  const order = state.orders.find((candidate) => candidate.number === request.orderNumber);
  const owner = state.customers.find((customer) => customer.id === order?.customerId);
  const cancelable = seedOrderStatuses.some(
    (status) => status.status_value === order?.status && status.cancelable,
  );
  if (!order || owner?.uuid !== request.shopperUuid || !cancelable) return false;
  order.status = 'cancellation_requested';
  return true;
}

/** A catalogue product's name and price as the shop sells it, for services that price the same products. */
export function sandboxCatalogueProduct(sku: string): { name: string; price: number } | undefined {
  const found = findProduct(sku);
  return found ? { name: found.product.name, price: found.product.price } : undefined;
}

/** The points an order earns as the order states them (its loyalty_info), for the loyalty service's history. */
export function sandboxOrderPoints(number: string): number | undefined {
  return state.orders.find((candidate) => candidate.number === number)?.loyalty.points_earned;
}

/** The customer a commerce token belongs to, for services that answer per customer like the commerce backend. */
export function sandboxCustomerIdOf(token: string): number | undefined {
  return customerByToken(state, token)?.id;
}

/** The commerce customer with the account service's shopper's e-mail address, once they have signed in. */
export function sandboxCustomerIdOfShopper(email: string): number | undefined {
  return state.customers.find((customer) => customer.email === email)?.id;
}

/** The account sandbox signs a shopper in to commerce: a fresh customer token per sign-in (see issueCustomerToken). */
export function signInSandboxCustomer(customer: Omit<SeedCustomer, 'id' | 'activeSubscriptionSkus'>): string {
  return issueCustomerToken(state, customer);
}

/** The account service confirmed a new e-mail address: the commerce customer of the old one takes it. */
export function renameSandboxCustomer(previous: string, next: string): void {
  const customer = state.customers.find((candidate) => candidate.email === previous);
  if (customer) customer.email = next;
}

/**
 * The verification service tells the commerce backend of every passed age check (its uuid and the e-mail address it
 * was made for) and of every account it verified; setAgeVerificationOnCart and placeOrder believe only these.
 */
export function reportSandboxAgeCheck(check: { uuid: string; email: string }): void {
  state.passedAgeChecks.set(check.uuid, check.email);
  const customer = state.customers.find(
    (candidate) => candidate.email.toLowerCase() === check.email.trim().toLowerCase(),
  );
  if (customer) customer.isAgeVerified = true;
}

/** Magento's error shape: the message and its category in `extensions`. */
function formatError(error: GraphQLError) {
  const original = error.originalError;
  if (original instanceof MagentoError) {
    return {
      message: original.message,
      locations: error.locations,
      path: error.path,
      extensions: { category: original.category, ...(original.code ? { code: original.code } : {}) },
    };
  }
  if (original && !(original instanceof GraphQLError)) {
    return {
      message: original.message,
      locations: error.locations,
      path: error.path,
      extensions: { category: 'graphql-input' },
    };
  }
  return { message: error.message, locations: error.locations, extensions: { category: 'graphql' } };
}

function answer(result: ExecutionResult, status = 200, headers: Record<string, string> = {}) {
  return HttpResponse.json(
    {
      ...(result.errors ? { errors: result.errors.map(formatError) } : {}),
      ...('data' in result ? { data: result.data } : {}),
    },
    { status, headers },
  );
}

function magentoFailure(message: string, category: string) {
  return answer({
    errors: [new GraphQLError(message, { originalError: new MagentoError(message, category) })],
  });
}

/** A request GraphQL cannot run: 400 with the reason as a GraphQL error. */
const badRequest = (message: string) => answer({ errors: [new GraphQLError(message)] }, 400);

interface GraphQLRequest {
  query?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

async function execute(request: Request, body: GraphQLRequest, method: 'GET' | 'POST') {
  const storeCode = request.headers.get('Store') ?? 'default';
  if (!Object.hasOwn(sandboxStoreViews, storeCode))
    return magentoFailure('Requested store is not found', 'graphql-no-such-entity');
  const storeView = sandboxStoreViews[storeCode]!;
  const authorization = request.headers.get('Authorization');
  let customer: SeedCustomer | undefined;
  let token: string | undefined;
  if (authorization) {
    token = authorization.replace(/^Bearer\s+/i, '');
    customer = customerByToken(state, token);
    if (!customer) return magentoFailure("The current customer isn't authorized.", 'graphql-authorization');
  }
  if (!body.query) return answer({ errors: [new GraphQLError('Syntax Error: Unexpected <EOF>.')] }, 400);
  const variables = body.variables ?? null;
  if (
    typeof body.query !== 'string' ||
    (body.operationName != null && typeof body.operationName !== 'string')
  ) {
    return badRequest('query and operationName must be strings.');
  }
  if (variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return badRequest('variables must be an object.');
  if (method === 'GET') {
    try {
      const operation = getOperationAST(parse(body.query), body.operationName);
      if (operation?.operation === OperationTypeNode.MUTATION) {
        return magentoFailure('Mutation requests allowed only for POST requests', 'graphql-input');
      }
    } catch {
      // a syntax error is reported by graphql() below with its location
    }
  }
  const contextValue: RequestContext = {
    state,
    storeCode: storeView.store,
    labels: labelsOf(storeView.language),
    ...(customer ? { customer, token } : {}),
    ...(request.headers.has(CAPTCHA_HEADER) ? { captchaToken: request.headers.get(CAPTCHA_HEADER)! } : {}),
    cacheTags: new Set(),
  };
  const result = await graphql({
    schema: commerceSchema,
    source: body.query,
    variableValues: variables,
    operationName: body.operationName ?? null,
    contextValue,
  });
  // Magento's GraphQL cache: a GET read of public entities answered whole is public for a day and tagged, so the cache
  // in front (Varnish, a CDN, the shop's server) can keep it and purge it when an entity changes; anything else is never
  // to be stored. A browser never meets Magento's own answer: the cache in front gives it no-store and no tags (Magento's
  // Varnish configuration's vcl_deliver), and so does the sandbox, which has no cache in front, to a browser (the one
  // caller naming Sec-Fetch-Site), so that no stock or price is kept a day in a shopper's browser.
  const fromBrowser = request.headers.has('Sec-Fetch-Site');
  const cacheable =
    method === 'GET' &&
    !fromBrowser &&
    !result.errors &&
    !contextValue.readPrivateData &&
    contextValue.cacheTags.size > 0;
  return answer(result, 200, {
    [CACHE_ID_HEADER]: await cacheIdOf(contextValue),
    ...(cacheable
      ? { ...publicCacheHeaders(), 'X-Magento-Tags': [...contextValue.cacheTags].join(',') }
      : noCacheHeaders()),
  });
}

/** Magento's header naming the cache variation of an answer (store, currency, customer group, signed in or not). */
const CACHE_ID_HEADER = 'X-Magento-Cache-Id';

/** How long Magento's page cache keeps an answer by default (`system/full_page_cache/ttl`), in seconds. */
const CACHE_TTL_SECONDS = 86_400;

/** The deployment's salt Magento mixes into cache ids, so that no one outside can compute them. */
const CACHE_ID_SALT = 'sandbox-deployment-salt';

/**
 * Magento's cache id: a SHA-256 of the factors an answer varies by. A guest and a customer, or two store views, get
 * different ids, so a cache in front keeps their answers apart; two guests of one view share one.
 */
async function cacheIdOf(context: RequestContext): Promise<string> {
  const factors = [
    `STORE=${context.storeCode}|${context.labels.language}`,
    'CURRENCY=EUR',
    `CUSTOMER_GROUP=${context.customer ? 1 : 0}`,
    `IS_LOGGED_IN=${context.customer ? 1 : 0}`,
  ];
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${factors.join('|')}${CACHE_ID_SALT}`),
  );
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Magento's `setPublicHeaders(ttl)`. */
function publicCacheHeaders(): Record<string, string> {
  return {
    Pragma: 'cache',
    'Cache-Control': `public, max-age=${CACHE_TTL_SECONDS}, s-maxage=${CACHE_TTL_SECONDS}`,
    Expires: new Date(Date.now() + CACHE_TTL_SECONDS * 1000).toUTCString(),
  };
}

/** Magento's `setNoCacheHeaders()`: expired a year ago. */
function noCacheHeaders(): Record<string, string> {
  return {
    Pragma: 'no-cache',
    'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0',
    Expires: new Date(Date.now() - 365 * 24 * 3600 * 1000).toUTCString(),
  };
}

/** Refusals are GraphQL errors, as Magento's (see platform/sandbox/handlers.ts). */
export const refusals = { commerce: (_status: number, message: string) => badRequest(message) };

export const handlers: RequestHandler[] = [
  http.post(sandboxRoute('commerce'), async ({ request }) => {
    return execute(request, (await jsonBody(request, refusals.commerce)) as GraphQLRequest, 'POST');
  }),
  http.get(sandboxRoute('commerce'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const variables = params.get('variables');
    let parsed: unknown;
    try {
      parsed = variables ? JSON.parse(variables) : undefined;
    } catch {
      return badRequest('Unable to parse the variables.');
    }
    return execute(
      request,
      {
        query: params.get('query') ?? undefined,
        ...(parsed === undefined ? {} : { variables: parsed as Record<string, unknown> }),
        ...(params.get('operationName') ? { operationName: params.get('operationName') ?? undefined } : {}),
      },
      'GET',
    );
  }),
];
