import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Badge, Button, TextField } from '@storefront/design-system';
import { useAddressBook } from '../hooks';
import { emptyAddress, type Address } from '../../address';
import * as styles from './forms.css';

const addressSchema = z.object({
  firstname: z.string().trim().min(1, 'Enter the first name.'),
  lastname: z.string().trim().min(1, 'Enter the last name.'),
  streetName: z.string().trim().min(1, 'Enter the street.'),
  streetNumber: z.string().trim(),
  streetAdditional: z.string().trim(),
  postcode: z.string().trim().min(1, 'Enter the postcode.'),
  city: z.string().trim().min(1, 'Enter the town or city.'),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Enter the two-letter country code, like DE.'),
  telephone: z.string().trim(),
});

type AddressValues = z.infer<typeof addressSchema>;

/** The shopper's addresses: add, change, delete, and choose the default billing and shipping address. */
export function AddressBook() {
  const book = useAddressBook();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  if (book.loadError) {
    return (
      <p role="alert" className={styles.alert}>
        We could not load your addresses. Please sign in again or reload the page.
      </p>
    );
  }
  if (!book.addresses) return <p role="status">Loading your addresses…</p>;
  return (
    <section aria-labelledby="address-book-heading" className={styles.form}>
      <h2 id="address-book-heading">Your addresses</h2>
      {book.error && (
        <p role="alert" className={styles.alert}>
          {book.error}
        </p>
      )}
      {book.addresses.length === 0 ? (
        <p>You have no saved addresses yet.</p>
      ) : (
        <ul className={styles.list}>
          {book.addresses.map((address) => {
            const label = `${address.streetName} ${address.streetNumber}`.trim();
            return (
              <li key={address.id} className={styles.card}>
                <address>
                  {address.firstname} {address.lastname}
                  <br />
                  {label}
                  {address.streetAdditional && (
                    <>
                      <br />
                      {address.streetAdditional}
                    </>
                  )}
                  <br />
                  {address.postcode} {address.city}, {address.countryCode}
                </address>
                <div className={styles.row}>
                  {address.isDefaultBilling && <Badge tone="accent">Default billing</Badge>}
                  {address.isDefaultShipping && <Badge tone="accent">Default shipping</Badge>}
                </div>
                <div className={styles.row}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Change ${label}`}
                    onClick={() => setEditing(address)}
                  >
                    Change
                  </Button>
                  {!address.isDefaultBilling && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Use ${label} for billing`}
                      onClick={() => void book.run('billing', address)}
                    >
                      Use for billing
                    </Button>
                  )}
                  {!address.isDefaultShipping && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Use ${label} for delivery`}
                      onClick={() => void book.run('shipping', address)}
                    >
                      Use for delivery
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Delete ${label}`}
                    onClick={() => void book.run('delete', address)}
                  >
                    Delete
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
        <Button onClick={() => setEditing('new')}>Add an address</Button>
      )}
    </section>
  );
}

function AddressForm({
  address,
  pending,
  onSave,
  onCancel,
}: {
  address: Address | undefined;
  pending: boolean;
  onSave: (address: Address) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
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
          countryCode: values.countryCode.toUpperCase(),
        };
        await onSave(next);
      })}
    >
      <h3 id="address-form-heading">{address ? 'Change address' : 'New address'}</h3>
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...register('firstname')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...register('lastname')}
      />
      <TextField
        label="Street"
        autoComplete="address-line1"
        error={errors.streetName?.message}
        {...register('streetName')}
      />
      <TextField label="House number" error={errors.streetNumber?.message} {...register('streetNumber')} />
      <TextField
        label="Address addition (optional)"
        autoComplete="address-line2"
        {...register('streetAdditional')}
      />
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        error={errors.postcode?.message}
        {...register('postcode')}
      />
      <TextField
        label="Town or city"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label="Country code"
        autoComplete="country"
        error={errors.countryCode?.message}
        {...register('countryCode')}
      />
      <TextField label="Phone number (optional)" type="tel" autoComplete="tel" {...register('telephone')} />
      <div className={styles.row}>
        <Button type="submit" loading={pending}>
          Save address
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
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
