import type { BackendAddress } from '../backends/account';
import type { Address } from './productAddress';

const optional = <K extends string, V>(key: K, value: V | undefined | null | '') =>
  (value === undefined || value === null || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** Product to backend form: the street is a list of up to three lines (name, number, addition). */
export function toBackendAddress(address: Address): BackendAddress {
  const street = [address.streetName, address.streetNumber, address.streetAdditional];
  while (street.length > 1 && !street[street.length - 1]) street.pop();
  return {
    ...optional('id', address.id),
    first_name: address.firstname,
    last_name: address.lastname,
    street,
    post_code: address.postcode,
    city: address.city,
    country_code: address.countryCode,
    ...optional('phone', address.telephone),
    ...optional('default_billing', address.isDefaultBilling),
    ...optional('default_shipping', address.isDefaultShipping),
    ...optional('administrative_area_level_2', address.provinceName),
    ...optional('sublocality_level_2', address.districtName),
    ...optional('district', address.district),
    ...optional('building_number', address.buildingNumber),
    ...optional('neighborhood', address.neighborhood),
    ...optional('premise', address.premise),
    ...optional('landmark', address.landmark),
    ...optional('region', address.region),
  };
}

/** Backend to product form; the defaults are always told, false when the backend leaves them out. */
export function fromBackendAddress(wire: BackendAddress): Address & {
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
} {
  return {
    ...optional('id', wire.id),
    firstname: wire.first_name,
    lastname: wire.last_name,
    streetName: wire.street[0] ?? '',
    streetNumber: wire.street[1] ?? '',
    streetAdditional: wire.street[2] ?? '',
    postcode: wire.post_code,
    city: wire.city,
    countryCode: wire.country_code,
    telephone: wire.phone ?? '',
    isDefaultBilling: wire.default_billing === true,
    isDefaultShipping: wire.default_shipping === true,
    ...optional('provinceName', wire.administrative_area_level_2),
    ...optional('districtName', wire.sublocality_level_2),
    ...optional('district', wire.district),
    ...optional('buildingNumber', wire.building_number),
    ...optional('neighborhood', wire.neighborhood),
    ...optional('premise', wire.premise),
    ...optional('landmark', wire.landmark),
    ...optional('region', wire.region),
  };
}
