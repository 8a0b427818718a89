import { ClientError, GraphQLClient } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { absoluteUrl, ConnectionError, HttpError, reportError, type StoreView } from '../../platform';
import { CommerceError, type CommerceGraphQLError } from './errors';

export const COMMERCE_TIMEOUT_MS = 5000;

/** How an answer with GraphQL errors is treated: 'none' throws, 'all' returns data and errors, 'ignore' returns data. */
export type CommerceErrorPolicy = 'none' | 'all' | 'ignore';

export interface CommerceClientOptions {
  /** The one GraphQL endpoint (config.backends.commerce); a path is resolved against the page's origin. */
  endpoint: string;
  storeView: StoreView;
  /** The signed-in customer's Magento token, read on every request. */
  getCustomerToken?: () => string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
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
}

export interface CommerceClient {
  /** Sends an operation and returns its data; throws on errors or missing data. */
  request<TResult, TVariables extends object>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    options?: Omit<CommerceRequestOptions, 'errorPolicy'>,
  ): Promise<TResult>;
  /** Sends an operation under an explicit error policy; 'all' returns the data that came with errors. */
  requestWithErrors<TResult, TVariables extends object>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    options: CommerceRequestOptions & { errorPolicy: 'all' | 'ignore' },
  ): Promise<CommerceResult<TResult>>;
  readonly storeView: StoreView;
  readonly hasCustomerToken: boolean;
}

/** The Magento store code for the configured store view (the shop runs a trial view beside the default one). */
export function storeCodeOf(storeView: StoreView): string {
  return storeView === 'trial' ? 'trial' : 'default';
}

function operationNameOf(document: TypedDocumentNode<unknown, object>): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

// By name, not instanceof: under jsdom the abort reason is Node's DOMException, not the window's.
function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/**
 * The commerce GraphQL client: one endpoint, the `Store` header for the store view, the customer's bearer
 * token when there is one, a 5000 ms timeout, and every failure reported to monitoring with its error codes.
 */
export function createCommerceClient(options: CommerceClientOptions): CommerceClient {
  const endpoint = absoluteUrl(options.endpoint);
  const timeoutMs = options.timeoutMs ?? COMMERCE_TIMEOUT_MS;
  const headers = () => {
    const token = options.getCustomerToken?.();
    const result: Record<string, string> = { Store: storeCodeOf(options.storeView) };
    if (token) result.Authorization = `Bearer ${token}`;
    return result;
  };
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const clients = {
    POST: new GraphQLClient(endpoint, { method: 'POST', headers, fetch: fetchImpl, errorPolicy: 'all' }),
    GET: new GraphQLClient(endpoint, { method: 'GET', headers, fetch: fetchImpl, errorPolicy: 'all' }),
  };

  async function send<TResult, TVariables extends object>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    requestOptions: CommerceRequestOptions,
  ): Promise<CommerceResult<TResult>> {
    const operation = operationNameOf(document as TypedDocumentNode<unknown, object>);
    const policy = requestOptions.errorPolicy ?? 'none';
    const signals = [
      AbortSignal.timeout(timeoutMs),
      ...(requestOptions.signal ? [requestOptions.signal] : []),
    ];
    const client = clients[requestOptions.method ?? 'POST'];
    let failure: Error;
    try {
      const response = await client.rawRequest<TResult, TVariables>({
        query: print(document),
        variables,
        signal: AbortSignal.any(signals),
        ...(requestOptions.headers ? { requestHeaders: requestOptions.headers } : {}),
      } as unknown as Parameters<typeof client.rawRequest<TResult, TVariables>>[0]);
      const errors = (response.errors ?? []) as CommerceGraphQLError[];
      const data = response.data ?? undefined;
      if (policy === 'ignore') return { data, errors: [] };
      if (policy === 'all') return { data, errors };
      if (errors.length > 0) {
        failure = new CommerceError(
          errors[0]?.message ?? 'The commerce service answered with errors.',
          errors,
          data,
        );
      } else if (data === undefined || data === null) {
        failure = new CommerceError('The commerce service answered without data.', [], undefined);
      } else {
        return { data, errors };
      }
    } catch (error) {
      failure = toCommerceFailure(error, timeoutMs);
    }
    reportError(failure, {
      service: 'commerce',
      operation,
      codes: failure instanceof CommerceError ? failure.codes : undefined,
    });
    throw failure;
  }

  return {
    storeView: options.storeView,
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
  if (error instanceof ClientError) {
    const { status, errors, data, body } = error.response;
    const graphQLErrors = (errors ?? []) as CommerceGraphQLError[];
    if (status >= 200 && status < 300) {
      return new CommerceError(graphQLErrors[0]?.message ?? error.message, graphQLErrors, data, status);
    }
    return new HttpError(
      status,
      body,
      graphQLErrors[0]?.message ?? `The commerce service answered ${status}.`,
    );
  }
  if (isTimeout(error)) {
    return new ConnectionError(`The commerce service did not answer within ${timeoutMs} ms.`, true, {
      cause: error,
    });
  }
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ConnectionError('The commerce service could not be reached.', false, { cause: error });
}
