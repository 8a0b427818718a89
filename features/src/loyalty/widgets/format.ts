import { useMemo } from 'react';
import { useFormat } from '../../platform';

/** Points and dates as the shopper's locale writes them: 1,240 points; 31 March 2027. */
export function useLoyaltyFormat() {
  const format = useFormat();
  return useMemo(
    () => ({
      points: (value: number) => format.number(value),
      signedPoints: (value: number) => format.number(value, { signDisplay: 'exceptZero' }),
      date: (iso: string) => format.date(iso, { dateStyle: 'long' }),
    }),
    [format],
  );
}
