/**
 * The age rule's ages (docs/age-rule.md): the youngest a shopper may be to hold an account and buy age-restricted
 * goods, per market (ISO country code). The account forms, the checkout's age check and the sandbox's provider all
 * read this one table.
 */
export const LEGAL_AGE_BY_MARKET: Readonly<Record<string, number>> = {
  DE: 18,
  AT: 18,
  CH: 18,
  US: 21,
};

/** A market missing from the table takes its highest age, so a forgotten entry never sells to someone too young. */
export function legalAgeOf(market: string): number {
  return LEGAL_AGE_BY_MARKET[market.toUpperCase()] ?? Math.max(...Object.values(LEGAL_AGE_BY_MARKET));
}

/** Why a date of birth (an ISO date, YYYY-MM-DD) is refused in a market, or undefined when it is accepted. */
export type DateOfBirthProblem = 'invalid' | 'future' | 'underage';

/**
 * Checks a date of birth against the calendar and the market's legal age, counted in UTC days: a shopper born on
 * 29 February comes of age on 1 March in a year without one.
 */
export function dateOfBirthProblem(
  dateOfBirth: string,
  market: string,
  today: Date = new Date(),
): DateOfBirthProblem | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!parts) return 'invalid';
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day)
    return 'invalid';
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (born.getTime() > todayUtc) return 'future';
  const comesOfAge = Date.UTC(year + legalAgeOf(market), month - 1, day);
  return comesOfAge > todayUtc ? 'underage' : undefined;
}
