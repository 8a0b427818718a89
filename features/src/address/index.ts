export { addressLineOf, addressLines, emptyAddress, MAX_STREET_LINES, streetLinesOf } from './productAddress';
export type { Address, ParcelAddress } from './productAddress';
export { fromBackendAddress, toBackendAddress } from './backendAddress';
export type { BackendAddress } from '../backends/account';
export { toCartAddressInput } from './cartAddress';
export { getCountries } from './api';
export { useAddressRules } from './hooks';
export { addressProblems } from '../platform';
export type { AddressRules, CheckedAddressField } from '../platform';
