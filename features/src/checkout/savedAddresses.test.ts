import { describe, expect, it } from 'vitest';
import { emptyAddress, type Address } from '../address';
import { NEW_ADDRESS, preselectedAddresses, savedAddressOf } from './savedAddresses';

const home: Address = {
  ...emptyAddress,
  id: 'home',
  firstname: 'Ada',
  lastname: 'Lovelace',
  streetName: 'Unter den Linden',
  streetNumber: '77',
  postcode: '10117',
  city: 'Berlin',
  telephone: '+4915112345678',
  isDefaultShipping: true,
  isDefaultBilling: false,
};
const office: Address = { ...home, id: 'office', streetName: 'Friedrichstraße', isDefaultShipping: false };

describe('saved addresses in checkout', () => {
  it('the default shipping and billing addresses of the book are preselected', () => {
    expect(preselectedAddresses([office, home, { ...office, id: 'bills', isDefaultBilling: true }])).toEqual({
      shipping: 'home',
      billing: 'bills',
    });
  });

  it('without a default billing address the order is billed to the shipping address', () => {
    expect(preselectedAddresses([office, home])).toEqual({ shipping: 'home', billing: 'home' });
  });

  it('without a default shipping address the first address of the book is preselected', () => {
    expect(
      preselectedAddresses([
        { ...office, isDefaultShipping: false },
        { ...home, isDefaultShipping: false },
      ]),
    ).toEqual({ shipping: 'office', billing: 'office' });
  });

  it('an empty address book (a guest, a new account) preselects a new address to type', () => {
    expect(preselectedAddresses([])).toEqual({ shipping: NEW_ADDRESS, billing: NEW_ADDRESS });
  });

  it('a chosen address is sent to the cart without its id and default flags', () => {
    const sent = savedAddressOf([home, office], 'office');
    expect(sent).toMatchObject({ streetName: 'Friedrichstraße', city: 'Berlin' });
    expect(sent).not.toHaveProperty('id');
    expect(sent).not.toHaveProperty('isDefaultShipping');
    expect(sent).not.toHaveProperty('isDefaultBilling');
  });

  it('a new address, no choice yet or an address gone from the book leaves the typed fields to count', () => {
    expect(savedAddressOf([home], NEW_ADDRESS)).toBeUndefined();
    expect(savedAddressOf([home], '')).toBeUndefined();
    expect(savedAddressOf([home], 'deleted-since')).toBeUndefined();
  });
});
