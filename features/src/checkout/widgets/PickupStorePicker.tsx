import { useId, useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { Button, TextField } from '@storefront/design-system';
import { failureWords, useFormat, useTranslation } from '../../platform';
import { formatDistance, useStoreSearch, type StoreCriteria, type StoreNearby } from '../../store-locator';
import type { CheckoutMessageKey } from '../messages';
import type { PickupStore } from '../storePickup';
import type { CheckoutFormValues } from './checkoutForm';
import * as styles from './CheckoutWidget.css';

type Words = (key: CheckoutMessageKey, vars?: Record<string, string | number>) => string;

const pickupStoreOf = (store: StoreNearby): PickupStore => ({
  id: store.id,
  name: store.name,
  street: store.street,
  postcode: store.postcode,
  city: store.city,
  countryCode: store.countryCode,
});

/**
 * Pickup in store: the shopper finds stores by town or postcode (the store locator's search) and chooses one.
 * Plain radio buttons, so arrows move between stores; Enter in the search field searches instead of leaving the step.
 * The search text is part of the checkout form, so a reload keeps it and shows its stores again.
 */
export function PickupStorePicker({
  form,
  words,
}: {
  form: UseFormReturn<CheckoutFormValues>;
  words: Words;
}) {
  const id = useId();
  const { t } = useTranslation();
  const format = useFormat();
  const {
    field: { ref: focusTarget, value: chosen, onChange: choose },
    fieldState,
  } = useController({ control: form.control, name: 'pickupStore' });
  const {
    field: { value: place, onChange: setPlace },
  } = useController({ control: form.control, name: 'pickupSearch' });
  // After a reload the stores of the kept search are looked up again, so the chosen one shows in its list.
  const [criteria, setCriteria] = useState<StoreCriteria | null>(() =>
    place.trim() ? { text: place.trim() } : null,
  );
  const search = useStoreSearch(criteria);
  const error = fieldState.error?.message;
  const find = () => {
    if (place.trim()) setCriteria({ text: place.trim() });
  };

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{words('checkout.pickup.legend')}</legend>
      <div className={styles.pickupSearch}>
        <TextField
          ref={focusTarget}
          label={words('checkout.pickup.search')}
          value={place}
          autoComplete="address-level2"
          onChange={(event) => setPlace(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            find();
          }}
        />
        <Button type="button" variant="secondary" onClick={find}>
          {words('checkout.pickup.find')}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {search.isLoading ? words('checkout.pickup.searching') : null}
        {criteria && 'text' in criteria && search.hasResult && search.stores.length === 0
          ? words('checkout.pickup.none', { place: criteria.text })
          : null}
      </p>
      {search.failure ? (
        <p role="alert" className={styles.error}>
          {failureWords(t, search.failure)}
        </p>
      ) : null}
      {search.stores.map((store) => (
        <div key={store.id} className={styles.radio}>
          <input
            id={`${id}-${store.id}`}
            type="radio"
            name={`${id}-store`}
            checked={chosen?.id === store.id}
            onChange={() => {
              choose(pickupStoreOf(store));
              // The step was checked before, so the "choose a store" error goes as soon as there is one.
              if (error) void form.trigger('pickupStore');
            }}
          />
          <label htmlFor={`${id}-${store.id}`}>
            {store.name}
            <span className={styles.muted}>
              {' '}
              {store.street}, {store.postcode} {store.city}
              {store.distanceKm !== undefined ? ` · ${formatDistance(store.distanceKm, format)}` : ''}
            </span>
          </label>
        </div>
      ))}
      {chosen ? (
        <p className={styles.muted}>
          {words('checkout.pickup.chosen', {
            store: chosen.name,
            street: chosen.street,
            postcode: chosen.postcode,
            city: chosen.city,
          })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
