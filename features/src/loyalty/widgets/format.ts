import { useMemo } from 'react';
import { useConfig } from '../../platform';

/** Numbers and dates in the shop's locale: 1,240 points; 31 March 2027. */
export function useLoyaltyFormat() {
  const { locale } = useConfig();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
    return {
      points: (value: number) => number.format(value),
      signedPoints: (value: number) => signed.format(value),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [locale]);
}
