export { dateOfBirthProblem, LEGAL_AGE_BY_MARKET, legalAgeOf } from './legalAge';
export type { DateOfBirthProblem } from './legalAge';
