import { useController } from 'react-hook-form';
import { Select } from '@storefront/design-system';
import { useFormat } from '../../platform';
import type { CheckoutWords } from '../hooks';
import type { CheckoutForm } from './formErrors';
import { FormTextArea, FormTextField } from './formFields';
import * as styles from './CheckoutWidget.css';

type Countries = ReadonlyArray<{ code: string; name: string }>;

/** Until the backend has told its countries, the shop's own. */
const fallbackCountryCode = 'DE';

function CountrySelect({
  form,
  prefix,
  label,
  countries,
}: {
  form: CheckoutForm;
  prefix: 'shipping' | 'billing';
  label: string;
  countries: Countries;
}) {
  const { field } = useController({ control: form.control, name: `${prefix}.countryCode` });
  const { locale } = useFormat();
  // Named by the browser's and the server's own country names in the page's language, so a German page never shows
  // "Germany" before the backend's list has come.
  const fallbackCountries: Countries = [
    {
      code: fallbackCountryCode,
      name:
        new Intl.DisplayNames([locale], { type: 'region' }).of(fallbackCountryCode) ?? fallbackCountryCode,
    },
  ];
  return (
    <Select
      label={label}
      value={field.value}
      onValueChange={field.onChange}
      autoComplete="country"
      options={(countries.length ? countries : fallbackCountries).map((country) => ({
        value: country.code,
        label: country.name,
      }))}
    />
  );
}

/** One address's fields, with autocomplete tokens of its own section so a browser fills each address apart. */
export function AddressFields({
  form,
  prefix,
  words,
  countries,
}: {
  form: CheckoutForm;
  prefix: 'shipping' | 'billing';
  words: CheckoutWords;
  countries: Countries;
}) {
  const auto = (token: string) => `section-${prefix} ${prefix} ${token}`;
  return (
    <div className={styles.grid}>
      <FormTextField
        form={form}
        name={`${prefix}.firstname`}
        label={words('checkout.field.firstname')}
        autoComplete={auto('given-name')}
        required
      />
      <FormTextField
        form={form}
        name={`${prefix}.lastname`}
        label={words('checkout.field.lastname')}
        autoComplete={auto('family-name')}
        required
      />
      <FormTextField
        form={form}
        name={`${prefix}.streetName`}
        label={words('checkout.field.streetName')}
        autoComplete={auto('address-line1')}
        required
      />
      <FormTextField
        form={form}
        name={`${prefix}.streetNumber`}
        label={words('checkout.field.streetNumber')}
        required
      />
      <FormTextArea
        form={form}
        name={`${prefix}.streetAdditional`}
        label={words('checkout.field.streetAdditional')}
        hint={words('checkout.field.streetAdditional.hint')}
        autoComplete={auto('address-line2')}
      />
      <FormTextField
        form={form}
        name={`${prefix}.postcode`}
        label={words('checkout.field.postcode')}
        autoComplete={auto('postal-code')}
        required
      />
      <FormTextField
        form={form}
        name={`${prefix}.city`}
        label={words('checkout.field.city')}
        autoComplete={auto('address-level2')}
        required
      />
      <CountrySelect
        form={form}
        prefix={prefix}
        label={words('checkout.field.country')}
        countries={countries}
      />
      <FormTextField
        form={form}
        name={`${prefix}.telephone`}
        label={words('checkout.field.telephone')}
        type="tel"
        autoComplete={auto('tel')}
        required
      />
    </div>
  );
}
