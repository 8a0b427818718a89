import type { GraphQLFormattedError } from 'graphql';

/** One error of a GraphQL answer, as Magento sends it (`extensions.category`, sometimes `extensions.code`). */
export type CommerceGraphQLError = GraphQLFormattedError;

/**
 * The code a GraphQL error carries: Magento's category (graphql-authorization, graphql-input, ...) or an explicit
 * code. The shop's modules also send numeric codes (4: product exists in subscription), read as their digits.
 */
export function errorCodeOf(error: CommerceGraphQLError): string {
  const extensions = error.extensions ?? {};
  const code = extensions.code ?? extensions.category;
  if (typeof code === 'number') return String(code);
  return typeof code === 'string' ? code : 'UNDEFINED';
}

/**
 * The commerce backend answered, but with GraphQL errors or without data (spec section 8: "Commerce client
 * raises a client error when the response is not OK, has errors, or lacks data").
 */
export class CommerceError extends Error {
  override readonly name = 'CommerceError';
  readonly codes: string[];
  constructor(
    message: string,
    readonly errors: readonly CommerceGraphQLError[],
    /** Whatever data came with the errors (Magento may answer both). */
    readonly data?: unknown,
    readonly status = 200,
  ) {
    super(message);
    this.codes = errors.map(errorCodeOf);
  }

  /** The first server message: what the shopper reads. */
  get userMessage(): string {
    return this.errors[0]?.message ?? this.message;
  }

  hasCode(code: string): boolean {
    return this.codes.includes(code);
  }
}

/**
 * A cart mutation's payload, which Magento may answer as null without an error (the resolver returned nothing): the
 * shop then has no cart to show, so it fails the call in words instead of reading `.cart` of null.
 */
export function requireCartPayload<Payload>(payload: Payload | null | undefined): Payload {
  if (!payload) throw new CommerceError('The commerce service returned no cart.', []);
  return payload;
}

export function isCommerceError(error: unknown): error is CommerceError {
  return error instanceof CommerceError;
}

/** Magento's categories for the errors the shop reacts to. */
export const MagentoErrorCategory = {
  authorization: 'graphql-authorization',
  input: 'graphql-input',
  noSuchEntity: 'graphql-no-such-entity',
  alreadyExists: 'graphql-already-exists',
} as const;

/** Codes the shop's own Magento modules send in `extensions.code` (spec section 8). */
export const ShopErrorCode = {
  /** Spec section 8: "Product exists in subscription: code 4." */
  productExistsInSubscription: '4',
} as const;

/** Magento's words when the bearer token names no customer (expired, revoked or unknown). */
const CUSTOMER_NOT_AUTHORIZED = "The current customer isn't authorized.";

/**
 * The customer token sent was refused: the commerce session is over and only signing in again gives a new token.
 * Other authorization refusals (another shopper's cart, a captcha) are not this.
 */
export function isCustomerTokenRefused(error: unknown): boolean {
  return (
    error instanceof CommerceError &&
    error.errors.some(
      (entry) =>
        entry.message === CUSTOMER_NOT_AUTHORIZED &&
        entry.extensions?.category === MagentoErrorCategory.authorization,
    )
  );
}
