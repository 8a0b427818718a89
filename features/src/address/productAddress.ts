/**
 * Spec section 3, "Address (product form)": the address as the shop's forms hold it, in checkout and in the
 * account's address book. The backend and cart forms are mapped from it in backendAddress.ts and cartAddress.ts.
 */
export interface Address {
  id?: string;
  firstname: string;
  lastname: string;
  streetName: string;
  streetNumber: string;
  /** The address's further lines (flat, floor, c/o); with the first line at most three lines in all. */
  streetAdditional: string;
  city: string;
  postcode: string;
  countryCode: string;
  telephone: string;
  isDefaultBilling?: boolean;
  isDefaultShipping?: boolean;
  provinceName?: string;
  districtName?: string;
  isSubscription?: boolean;
  district?: string;
  buildingNumber?: string;
  neighborhood?: string;
  premise?: string;
  landmark?: string;
  regionCode?: string;
  region?: string;
  /** Pickup in store: the store's id and name; the order then ships to the store. */
  pickup?: { storeId: string; storeName: string };
  is_pickup_address?: boolean;
  save_in_address_book?: boolean;
}

/** What an address form starts from, in checkout and in the account's address book: blank, in Germany. */
export const emptyAddress = {
  firstname: '',
  lastname: '',
  streetName: '',
  streetNumber: '',
  streetAdditional: '',
  postcode: '',
  city: '',
  countryCode: 'DE',
  telephone: '',
} satisfies Address;

export const MAX_STREET_LINES = 3;

/** The street as lines: "name number" first, then each additional line; never more than three. */
export function streetLinesOf(
  address: Pick<Address, 'streetName' | 'streetNumber' | 'streetAdditional'>,
): string[] {
  const first = [address.streetName.trim(), address.streetNumber.trim()].filter(Boolean).join(' ');
  const additional = address.streetAdditional
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const lines = [first, ...additional].filter(Boolean);
  if (lines.length > MAX_STREET_LINES)
    throw new RangeError(`A street has at most ${MAX_STREET_LINES} lines.`);
  return lines;
}

/** What a parcel needs of an address: the name, the street, postcode, town and country. */
export type ParcelAddress = Pick<
  Address,
  | 'firstname'
  | 'lastname'
  | 'streetName'
  | 'streetNumber'
  | 'streetAdditional'
  | 'postcode'
  | 'city'
  | 'countryCode'
>;

/** An address as a parcel shows it: the name, the street lines, postcode and town with the country. */
export function addressLines(address: ParcelAddress): string[] {
  return [
    `${address.firstname} ${address.lastname}`.trim(),
    ...streetLinesOf(address),
    [`${address.postcode} ${address.city}`.trim(), address.countryCode].filter(Boolean).join(', '),
  ].filter(Boolean);
}

/** The address on one line, as a choice or a summary shows it: the parcel's lines, comma-separated. */
export function addressLineOf(address: Address): string {
  return addressLines(address).join(', ');
}
