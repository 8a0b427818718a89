import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigProvider,
  configFromEnv,
  loadDictionary,
  TranslationProvider,
  type Dictionary,
} from '../../platform';
import { useCheckoutWords } from '../hooks/useCheckoutWords';
import { AddressFields } from './AddressFields';
import { emptyCheckoutForm, type CheckoutFormValues } from './checkoutForm';

let de: Dictionary;
beforeAll(async () => {
  de = await loadDictionary('de');
});

const inLanguage =
  (locale: 'de-DE' | 'en-GB') =>
  ({ children }: { children: ReactNode }) => (
    <ConfigProvider config={configFromEnv({ LOCALE: locale }, 'http://localhost')}>
      {locale === 'de-DE' ? (
        <TranslationProvider dictionary={de} locale={locale}>
          {children}
        </TranslationProvider>
      ) : (
        <TranslationProvider>{children}</TranslationProvider>
      )}
    </ConfigProvider>
  );

/** The shipping address's fields before the backend has told its countries (an empty list). */
function ShippingAddress() {
  const form = useForm<CheckoutFormValues>({ defaultValues: emptyCheckoutForm });
  return <AddressFields form={form} prefix="shipping" words={useCheckoutWords()} countries={[]} />;
}

describe('AddressFields: the country before the backend has told its countries', () => {
  it('country list: a German page names the country "Deutschland" before the backend\'s list arrives, never "Germany"', () => {
    render(<ShippingAddress />, { wrapper: inLanguage('de-DE') });
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveTextContent('Deutschland');
    expect(screen.queryByText('Germany')).not.toBeInTheDocument();
  });

  it('country list: an English page names the same country "Germany" until the list arrives', () => {
    render(<ShippingAddress />, { wrapper: inLanguage('en-GB') });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Germany');
  });
});
