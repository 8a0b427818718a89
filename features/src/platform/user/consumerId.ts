/** Spec section 5: device and account actions need a consumer id (the signed-in shopper's uuid). */
export const CONSUMER_ID_NOT_DEFINED = 'Consumer ID is not defined';

/** An action was asked for without the id it needs; it was refused before any request went out. */
export class MissingIdError extends Error {
  override readonly name = 'MissingIdError';
}

/**
 * The consumer id an action acts on. Checked before the request, because a path like /users//profile would reach
 * the service and fail there with a message that says nothing about the missing id.
 */
export function consumerIdOf(consumer: { uuid?: string | null } | null | undefined): string {
  if (!consumer?.uuid) throw new MissingIdError(CONSUMER_ID_NOT_DEFINED);
  return consumer.uuid;
}
