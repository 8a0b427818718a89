import type { Address } from '../address';

/** The address choice meaning "a new address", typed into the form; an empty choice means "not chosen yet". */
export const NEW_ADDRESS = 'new';

/**
 * What the address step preselects from the shopper's address book: the default shipping address (else the first
 * one) and the default billing address (else the shipping one). An empty book preselects a new address, as a guest's.
 */
export function preselectedAddresses(book: readonly Address[]): { shipping: string; billing: string } {
  const shipping = (book.find((address) => address.isDefaultShipping) ?? book[0])?.id ?? NEW_ADDRESS;
  const billing = book.find((address) => address.isDefaultBilling)?.id ?? shipping;
  return { shipping, billing };
}

/**
 * The book's address a choice names, as the cart takes it (no id, no default flags); undefined for a new address or
 * an id the book no longer has, so the typed fields count.
 */
export function savedAddressOf(book: readonly Address[], choice: string): Address | undefined {
  const saved = choice && choice !== NEW_ADDRESS ? book.find((address) => address.id === choice) : undefined;
  if (!saved) return undefined;
  const { id: _id, isDefaultBilling: _billing, isDefaultShipping: _shipping, ...address } = saved;
  return address;
}
