import { failureWords, useTranslation } from '../../platform';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Badge, Button, FormMessage, Select, TextField } from '@storefront/design-system';
import { useAddressBook } from '../hooks';
import {
  addressProblems,
  emptyAddress,
  useAddressRules,
  type Address,
  type AddressRules,
  type CheckedAddressField,
} from '../../address';
import { PostalAddress } from './PostalAddress';
import * as styles from './forms.css';
import { shopperIssues, type Words } from './schemas';

const fieldLabel: Record<CheckedAddressField, string> = {
  firstname: 'account.field.firstName',
  lastname: 'account.field.lastName',
  streetName: 'account.field.street',
  streetNumber: 'account.field.houseNumber',
  postcode: 'account.field.postcode',
  city: 'account.field.city',
  countryCode: 'account.field.country',
  telephone: 'account.field.phoneOptional',
};

/** The address book's form: the address rules every address form shares, the store's postcode rules and countries. */
const addressSchema = (t: Words, rules: AddressRules | undefined) =>
  z
    .object({
      firstname: z.string().check(z.trim()),
      lastname: z.string().check(z.trim()),
      streetName: z.string().check(z.trim()),
      streetNumber: z.string().check(z.trim()),
      streetAdditional: z.string().check(z.trim()),
      postcode: z.string().check(z.trim()),
      city: z.string().check(z.trim()),
      countryCode: z.string().check(z.trim()),
      telephone: z.string().check(z.trim()),
    })
    .check(
      z.superRefine((address, context) => {
        const problems = addressProblems(address, {
          t,
          label: (field) => t(fieldLabel[field]),
          rules,
          requirePhone: false,
          requireStreetNumber: false,
        });
        for (const [field, message] of Object.entries(problems))
          context.addIssue({ code: 'custom', input: address, path: [field], message });
      }),
    );

type AddressValues = z.infer<ReturnType<typeof addressSchema>>;

/** The shopper's addresses: add, change, delete, and choose the default billing and shipping address. */
export function AddressBook() {
  const { t } = useTranslation();
  const book = useAddressBook();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  if (book.loadError) {
    return (
      <FormMessage role="alert" tone="danger">
        {t('account.addresses.loadError')}
      </FormMessage>
    );
  }
  if (!book.addresses) return <p role="status">{t('account.addresses.loading')}</p>;
  return (
    <section aria-labelledby="address-book-heading" className={styles.form}>
      <h2 id="address-book-heading">{t('account.addresses.title')}</h2>
      {book.error && (
        <FormMessage role="alert" tone="danger">
          {failureWords(t, book.error)}
        </FormMessage>
      )}
      {book.addresses.length === 0 ? (
        <p>{t('account.addresses.none')}</p>
      ) : (
        <ul className={styles.list}>
          {book.addresses.map((address) => {
            const label = `${address.streetName} ${address.streetNumber}`.trim();
            return (
              <li key={address.id} className={styles.card}>
                <PostalAddress address={address} />
                <div className={styles.row}>
                  {address.isDefaultBilling && (
                    <Badge tone="accent">{t('account.addresses.defaultBilling')}</Badge>
                  )}
                  {address.isDefaultShipping && (
                    <Badge tone="accent">{t('account.addresses.defaultShipping')}</Badge>
                  )}
                </div>
                <div className={styles.row}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('account.addresses.change.label', { address: label })}
                    onClick={() => setEditing(address)}
                  >
                    {t('account.addresses.change')}
                  </Button>
                  {!address.isDefaultBilling && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('account.addresses.useForBilling.label', { address: label })}
                      onClick={() => void book.run('billing', address)}
                    >
                      {t('account.addresses.useForBilling')}
                    </Button>
                  )}
                  {!address.isDefaultShipping && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('account.addresses.useForDelivery.label', { address: label })}
                      onClick={() => void book.run('shipping', address)}
                    >
                      {t('account.addresses.useForDelivery')}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('account.addresses.delete.label', { address: label })}
                    onClick={() => void book.run('delete', address)}
                  >
                    {t('account.addresses.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? undefined : editing}
          pending={book.pending}
          onCancel={() => setEditing(null)}
          onSave={async (address) => {
            // A failed save leaves the form open with what was typed; the book announces the error.
            if (await book.run('save', address)) setEditing(null);
          }}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>{t('account.addresses.add')}</Button>
      )}
    </section>
  );
}

/**
 * An address typed or changed, checked by the address book's rules: the book saves it, and a reward that is delivered
 * uses it (`heading` and `saveLabel` say which).
 */
export function AddressForm({
  address,
  pending,
  onSave,
  onCancel,
  heading,
  saveLabel,
}: {
  address: Address | undefined;
  pending: boolean;
  onSave: (address: Address) => Promise<void>;
  onCancel: () => void;
  heading?: string;
  saveLabel?: string;
}) {
  const { t } = useTranslation();
  const { rules, countries } = useAddressRules();
  const schema = useMemo(() => addressSchema(t, rules), [t, rules]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver: zodResolver(schema, shopperIssues(t)),
    defaultValues: address ? { ...emptyAddress, ...pick(address) } : emptyAddress,
  });
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      aria-labelledby="address-form-heading"
      onSubmit={handleSubmit(async (values) => {
        const next: Address = {
          ...(address ?? { isDefaultBilling: false, isDefaultShipping: false }),
          ...values,
        };
        await onSave(next);
      })}
    >
      <h3 id="address-form-heading">
        {heading ?? t(address ? 'account.addresses.form.change' : 'account.addresses.form.new')}
      </h3>
      <TextField
        label={t('account.field.firstName')}
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...register('firstname')}
      />
      <TextField
        label={t('account.field.lastName')}
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...register('lastname')}
      />
      <TextField
        label={t('account.field.street')}
        autoComplete="address-line1"
        error={errors.streetName?.message}
        {...register('streetName')}
      />
      <TextField
        label={t('account.field.houseNumber')}
        error={errors.streetNumber?.message}
        {...register('streetNumber')}
      />
      <TextField
        label={t('account.field.addition')}
        autoComplete="address-line2"
        {...register('streetAdditional')}
      />
      <TextField
        label={t('account.field.postcode')}
        autoComplete="postal-code"
        error={errors.postcode?.message}
        {...register('postcode')}
      />
      <TextField
        label={t('account.field.city')}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <Controller
        control={control}
        name="countryCode"
        render={({ field }) => (
          <Select
            label={t('account.field.country')}
            autoComplete="country"
            error={errors.countryCode?.message}
            // A saved address's country stays listed while the store's list loads.
            options={(countries.length
              ? countries
              : field.value
                ? [{ code: field.value, name: field.value }]
                : []
            ).map((country) => ({ value: country.code, label: country.name }))}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            placeholder={t('account.field.choose')}
          />
        )}
      />
      <TextField
        label={t('account.field.phoneOptional')}
        type="tel"
        autoComplete="tel"
        error={errors.telephone?.message}
        {...register('telephone')}
      />
      <div className={styles.row}>
        <Button type="submit" loading={pending}>
          {saveLabel ?? t('account.addresses.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}

const pick = (address: Address): Partial<AddressValues> => ({
  firstname: address.firstname,
  lastname: address.lastname,
  streetName: address.streetName,
  streetNumber: address.streetNumber,
  streetAdditional: address.streetAdditional,
  postcode: address.postcode,
  city: address.city,
  countryCode: address.countryCode,
  telephone: address.telephone,
});
