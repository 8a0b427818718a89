import type { Address } from '../address';

/** Magento's in-store pickup (carrier `instore`, method `pickup`): the order goes to a store the shopper chooses. */
export const STORE_PICKUP_METHOD_ID = 'instore:pickup';

/** The store an order is collected from, as the checkout keeps it. */
export interface PickupStore {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
}

/**
 * The shipping address of a pickup order: the store's address under the shopper's name and phone, marked as a
 * pickup address so the store's id goes to Magento as the pickup location code.
 */
export function pickupAddressOf(
  store: PickupStore,
  shopper: Pick<Address, 'firstname' | 'lastname' | 'telephone'>,
): Address {
  return {
    firstname: shopper.firstname,
    lastname: shopper.lastname,
    telephone: shopper.telephone,
    streetName: store.street,
    streetNumber: '',
    streetAdditional: '',
    postcode: store.postcode,
    city: store.city,
    countryCode: store.countryCode,
    is_pickup_address: true,
    pickup: { storeId: store.id, storeName: store.name },
    save_in_address_book: false,
  };
}
