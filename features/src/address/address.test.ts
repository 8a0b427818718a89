import { describe, expect, it } from 'vitest';
import {
  addressLineOf,
  fromBackendAddress,
  toBackendAddress,
  toCartAddressInput,
  streetLinesOf,
  type Address,
} from '.';

const berlin: Address = {
  firstname: 'Grace',
  lastname: 'Hopper',
  streetName: 'Unter den Linden',
  streetNumber: '5a',
  streetAdditional: 'c/o Hopper\n3rd floor',
  city: 'Berlin',
  postcode: '10117',
  countryCode: 'DE',
  telephone: '+4930123456',
};

describe('addresses', () => {
  const address: Address = {
    id: 'a1',
    firstname: 'Ada',
    lastname: 'Lovelace',
    streetName: 'Unter den Linden',
    streetNumber: '77',
    streetAdditional: '',
    postcode: '10117',
    city: 'Berlin',
    countryCode: 'DE',
    telephone: '+49151',
    isDefaultBilling: true,
    isDefaultShipping: false,
    provinceName: 'Berlin',
    districtName: 'Mitte',
  };

  it('address: the product form maps to the backend form (street lines, defaults, areas) and back', () => {
    const wire = toBackendAddress(address);
    expect(wire).toMatchObject({
      street: ['Unter den Linden', '77'],
      post_code: '10117',
      first_name: 'Ada',
      phone: '+49151',
      default_billing: true,
      default_shipping: false,
      administrative_area_level_2: 'Berlin',
      sublocality_level_2: 'Mitte',
    });
    expect(fromBackendAddress(wire)).toEqual(address);
  });
});

describe('address forms', () => {
  it('address: the product form maps to the backend form field by field', () => {
    expect(
      toBackendAddress({
        ...berlin,
        isDefaultShipping: true,
        provinceName: 'Berlin',
        districtName: 'Mitte',
        buildingNumber: '5',
        region: 'BE',
      }),
    ).toEqual({
      country_code: 'DE',
      street: ['Unter den Linden', '5a', 'c/o Hopper\n3rd floor'],
      phone: '+4930123456',
      post_code: '10117',
      city: 'Berlin',
      first_name: 'Grace',
      last_name: 'Hopper',
      default_shipping: true,
      administrative_area_level_2: 'Berlin',
      sublocality_level_2: 'Mitte',
      building_number: '5',
      region: 'BE',
    });
  });

  it('address: the backend form maps back to the product form, street name and number apart', () => {
    expect(fromBackendAddress(toBackendAddress({ ...berlin, id: '7' }))).toMatchObject({
      id: '7',
      ...berlin,
    });
  });

  it('address: a street is at most three lines', () => {
    expect(streetLinesOf({ streetName: 'Main St', streetNumber: '1', streetAdditional: '' })).toEqual([
      'Main St 1',
    ]);
    expect(() =>
      streetLinesOf({ streetName: 'Main St', streetNumber: '1', streetAdditional: 'a\nb\nc' }),
    ).toThrow(RangeError);
  });

  it('address: the cart form has "name number" as its first street line, the region code first, and saves only when asked', () => {
    expect(toCartAddressInput({ ...berlin, regionCode: 'BE', region: 'Berlin' })).toEqual({
      firstname: 'Grace',
      lastname: 'Hopper',
      street: ['Unter den Linden 5a', 'c/o Hopper', '3rd floor'],
      city: 'Berlin',
      postcode: '10117',
      country_code: 'DE',
      telephone: '+4930123456',
      save_in_address_book: false,
      region: 'BE',
    });
    expect(toCartAddressInput({ ...berlin, save_in_address_book: true })).toMatchObject({
      save_in_address_book: true,
    });
    expect(toCartAddressInput(berlin)).not.toHaveProperty('region');
  });
});

describe('an address on one line', () => {
  it('names the person, the street lines, postcode and city and the country, skipping what is empty', () => {
    expect(
      addressLineOf({
        firstname: 'Ada',
        lastname: 'Lovelace',
        streetName: 'Unter den Linden',
        streetNumber: '77',
        streetAdditional: 'c/o Babbage\n',
        postcode: '10117',
        city: 'Berlin',
        countryCode: 'DE',
        telephone: '',
      }),
    ).toBe('Ada Lovelace, Unter den Linden 77, c/o Babbage, 10117 Berlin, DE');
    expect(
      addressLineOf({
        firstname: '',
        lastname: 'Lovelace',
        streetName: 'Main St',
        streetNumber: '',
        streetAdditional: '',
        postcode: '',
        city: 'Dublin',
        countryCode: 'IE',
        telephone: '',
      }),
    ).toBe('Lovelace, Main St, Dublin, IE');
  });
});
