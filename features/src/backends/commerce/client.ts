import {
  absoluteUrl,
  ConnectionError,
  HttpError,
  reportError,
  startBackendCall,
  urlTemplate,
  type BackendCallOutcome,
  type ShareRead,
  type StoreView,
} from '../../platform';
import { magentoTagsOfData, tagsOfHeader } from './cacheTags';
import { CommerceError, isCustomerTokenRefused, type CommerceGraphQLError } from './errors';
import type { TypedDocumentString } from './generated/graphql';

export const COMMERCE_TIMEOUT_MS = 5000;

/** How an answer with GraphQL errors is treated: 'none' throws, 'all' returns data and errors, 'ignore' returns data. */
export type CommerceErrorPolicy = 'none' | 'all' | 'ignore';

export interface CommerceClientOptions {
  /** The one GraphQL endpoint (config.backends.commerce); a path is resolved against the page's origin. */
  endpoint: string;
  storeView: StoreView;
  /** The page's language: the store view in it answers (see storeCodeOf); the view's own language when omitted. */
  language?: string;
  /** The signed-in customer's Magento token, read on every request. */
  getCustomerToken?: () => string | undefined;
  timeoutMs?: number;
  /** Shares a guest's GET reads among callers (the server's shared reads of the catalogue). */
  share?: ShareRead;
  /** Told when the customer token sent was refused (expired): the shopper's session is over. */
  onCustomerTokenRefused?: () => void;
}

export interface CommerceRequestOptions {
  /** Reads may go as GET (cacheable); mutations always go as POST. */
  method?: 'GET' | 'POST';
  errorPolicy?: CommerceErrorPolicy;
  signal?: AbortSignal;
  /** Headers this one call needs besides the store view and customer token, e.g. the captcha token. */
  headers?: Record<string, string>;
}

export interface CommerceResult<TResult> {
  data: TResult | undefined;
  errors: CommerceGraphQLError[];
  /** A GET answer's `X-Magento-Tags`: the cache tags of what it shows (cacheTags.ts). */
  cacheTags?: string[];
}

export interface CommerceClient {
  /** Sends an operation and returns its data; throws on errors or missing data. */
  request<TResult, TVariables extends object>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    options?: Omit<CommerceRequestOptions, 'errorPolicy'>,
  ): Promise<TResult>;
  /** Sends an operation under an explicit error policy; 'all' returns the data that came with errors. */
  requestWithErrors<TResult, TVariables extends object>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    options: CommerceRequestOptions & { errorPolicy: 'all' | 'ignore' },
  ): Promise<CommerceResult<TResult>>;
  readonly storeView: StoreView;
  /** The Magento store code every call sends: the store view in the page's language. Keys of cached answers use it. */
  readonly storeCode: string;
  readonly hasCustomerToken: boolean;
}

/** The language of the plain store views (`default`, `trial`); every other language has views of its own. */
export const STORE_VIEW_LANGUAGE = 'en';

/**
 * The Magento store code of a store view (the shop runs a trial view beside the default one) in a language: Magento
 * localises names, descriptions, countries, method titles and status labels per store view, so each language is a
 * view of its own beside the English one, `default_de` beside `default`, `trial_de` beside `trial`.
 */
export function storeCodeOf(storeView: StoreView, language: string = STORE_VIEW_LANGUAGE): string {
  const base = storeView === 'trial' ? 'trial' : 'default';
  return language === STORE_VIEW_LANGUAGE ? base : `${base}_${language}`;
}

function operationNameOf(document: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(document)?.[1];
}

/** A GraphQL answer over HTTP: data, errors, or both. */
interface GraphQLAnswer<TResult> {
  data?: TResult | null;
  errors?: CommerceGraphQLError[];
}

/** The answer's JSON, or undefined when the body is not JSON (a proxy's error page, a cut connection). */
async function answerOf<TResult>(response: Response): Promise<GraphQLAnswer<TResult> | undefined> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as GraphQLAnswer<TResult>) : undefined;
  } catch (error) {
    // A timeout or a dropped connection while the body streams is a connection failure, not a malformed answer.
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

// By name, not instanceof: under jsdom the abort reason is Node's DOMException, not the window's.
function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/**
 * The commerce GraphQL client: one endpoint, the `Store` header for the store view in the page's language, the customer's bearer
 * token when there is one, a 5000 ms timeout, and every failure reported to monitoring with its error codes.
 */
export function createCommerceClient(options: CommerceClientOptions): CommerceClient {
  const endpoint = absoluteUrl(options.endpoint);
  const timeoutMs = options.timeoutMs ?? COMMERCE_TIMEOUT_MS;
  const storeCode = storeCodeOf(options.storeView, options.language);
  const headers = () => {
    const token = options.getCustomerToken?.();
    const result: Record<string, string> = { Store: storeCode };
    if (token) result.Authorization = `Bearer ${token}`;
    return result;
  };

  // GraphQL over HTTP is one JSON post (or a GET with the query in the URL for cacheable reads); the documents are
  // strings already, so no GraphQL library travels to the browser for it.
  function httpRequest(
    document: string,
    variables: object,
    method: 'GET' | 'POST',
    extraHeaders: Record<string, string>,
    signal: AbortSignal,
  ): Promise<Response> {
    const operationName = operationNameOf(document);
    const common = {
      ...headers(),
      ...extraHeaders,
      Accept: 'application/graphql-response+json, application/json',
    };
    if (method === 'GET') {
      const url = new URL(endpoint);
      url.searchParams.set('query', document);
      url.searchParams.set('variables', JSON.stringify(variables));
      if (operationName) url.searchParams.set('operationName', operationName);
      return fetch(url, { method, headers: common, signal });
    }
    return fetch(endpoint, {
      method,
      headers: { ...common, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: document, variables, operationName }),
      signal,
    });
  }

  /**
   * A guest's GET read whose errors throw is shared when the client shares: its answer is the catalogue's, the same
   * for every guest of the store view. Everything else is sent.
   */
  function send<TResult, TVariables extends object>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    requestOptions: CommerceRequestOptions,
  ): Promise<CommerceResult<TResult>> {
    const { signal, ...shared } = requestOptions;
    if (
      !options.share ||
      requestOptions.method !== 'GET' ||
      (requestOptions.errorPolicy ?? 'none') !== 'none' ||
      options.getCustomerToken?.()
    )
      return exchange(document, variables, requestOptions);
    const key = [endpoint, storeCode, String(document), JSON.stringify(variables)];
    if (requestOptions.headers) key.push(JSON.stringify(requestOptions.headers));
    return options.share(
      key.join('\u0000'),
      () => exchange(document, variables, shared),
      signal,
      // Magento's own tags when it sent them, else the same names from the ids the answer carries.
      (result) => result.cacheTags ?? magentoTagsOfData(result.data),
    );
  }

  async function exchange<TResult, TVariables extends object>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    requestOptions: CommerceRequestOptions,
  ): Promise<CommerceResult<TResult>> {
    const operation = operationNameOf(String(document));
    const policy = requestOptions.errorPolicy ?? 'none';
    const signals = [
      AbortSignal.timeout(timeoutMs),
      ...(requestOptions.signal ? [requestOptions.signal] : []),
    ];
    const method = requestOptions.method ?? 'POST';
    const watch = startBackendCall({
      service: 'commerce',
      method,
      urlTemplate: urlTemplate(endpoint),
      timeoutMs,
      ...(operation ? { operation } : {}),
    });
    let failure: Error;
    let outcome: BackendCallOutcome;
    let status: number | undefined;
    try {
      const response = await httpRequest(
        String(document),
        variables,
        method,
        { ...requestOptions.headers, ...watch.headers },
        AbortSignal.any(signals),
      );
      status = response.status;
      const answer = await answerOf<TResult>(response);
      const errors = answer?.errors ?? [];
      if (!response.ok) {
        outcome = 'http_error';
        failure = new HttpError(
          response.status,
          answer ?? null,
          errors[0]?.message ?? `The commerce service answered ${response.status}.`,
        );
      } else {
        const data = answer?.data ?? undefined;
        if (policy !== 'none') {
          watch.end('ok', status);
          return { data, errors: policy === 'all' ? errors : [] };
        }
        if (errors.length > 0) {
          // GraphQL's refusal (a product out of stock, a wrong coupon) comes with a 200: the service said no.
          outcome = 'http_error';
          failure = new CommerceError(
            errors[0]?.message ?? 'The commerce service answered with errors.',
            errors,
            data,
          );
        } else if (data === undefined) {
          outcome = 'invalid_answer';
          failure = new CommerceError('The commerce service answered without data.', [], undefined);
        } else {
          watch.end('ok', status);
          const tags = response.headers.get('X-Magento-Tags');
          return tags === null ? { data, errors } : { data, errors, cacheTags: tagsOfHeader(tags) };
        }
      }
    } catch (error) {
      failure = toCommerceFailure(error, timeoutMs);
      outcome =
        failure instanceof ConnectionError ? (failure.timedOut ? 'timeout' : 'unreachable') : 'abandoned';
    }
    watch.end(outcome, status);
    reportError(failure, {
      service: 'commerce',
      operation,
      codes: failure instanceof CommerceError ? failure.codes : undefined,
    });
    if (options.getCustomerToken?.() && isCustomerTokenRefused(failure)) options.onCustomerTokenRefused?.();
    throw failure;
  }

  return {
    storeView: options.storeView,
    storeCode,
    get hasCustomerToken() {
      return Boolean(options.getCustomerToken?.());
    },
    async request(document, variables, requestOptions = {}) {
      const { data } = await send(document, variables, { ...requestOptions, errorPolicy: 'none' });
      return data as NonNullable<typeof data>;
    },
    requestWithErrors(document, variables, requestOptions) {
      return send(document, variables, requestOptions);
    },
  };
}

function toCommerceFailure(error: unknown, timeoutMs: number): Error {
  if (isTimeout(error)) {
    return new ConnectionError(`The commerce service did not answer within ${timeoutMs} ms.`, true, {
      cause: error,
    });
  }
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ConnectionError('The commerce service could not be reached.', false, { cause: error });
}
