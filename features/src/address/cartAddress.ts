import type { CartAddressInput } from '../backends/commerce';
import { streetLinesOf, type Address } from './productAddress';

/** Product to cart form: the address as the commerce backend's cart takes it ("name number" as the first line). */
export function toCartAddressInput(address: Address): CartAddressInput {
  const region = address.regionCode || address.region;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: streetLinesOf(address),
    city: address.city,
    postcode: address.postcode,
    country_code: address.countryCode,
    telephone: address.telephone,
    save_in_address_book: Boolean(address.save_in_address_book),
    ...(region ? { region } : {}),
  };
}
