import type { RewardDelivery } from './types';

/** Where Ada's delivered rewards go in tests: a complete address, as the address book would give it. */
export const adaRewardDelivery: RewardDelivery = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  streetName: 'Unter den Linden',
  streetNumber: '1',
  streetAdditional: '',
  postcode: '10117',
  city: 'Berlin',
  countryCode: 'DE',
  telephone: '',
};
