import { useEffect, useRef } from 'react';
import { useAddToCart, type ItemToAdd } from '../../cart';
import { failureWords, useTranslation } from '../../platform';

export interface CartConnectionProps {
  /** The item the shopper last asked for (a new object per press), or null. */
  item: ItemToAdd | null;
  onAdded: (ok: boolean) => void;
  onChange: (state: { isAdding: boolean; error: string | undefined }) => void;
}

/**
 * The buy box's link to the cart, loaded when the shopper first points at, touches or tabs to Add to cart: the cart's
 * code (its session, calls and words) is not part of the product page's first load (issue #14's JavaScript budget). A
 * press before the code arrived is sent once it has.
 */
export function CartConnection({ item, onAdded, onChange }: CartConnectionProps) {
  const { t } = useTranslation();
  const { addToCart, isAdding, error: failure } = useAddToCart();
  const sent = useRef<ItemToAdd | null>(null);
  const error = failure ? failureWords(t, failure) : undefined;
  useEffect(() => onChange({ isAdding, error }), [isAdding, error, onChange]);
  useEffect(() => {
    if (!item || sent.current === item) return;
    sent.current = item;
    void addToCart(item).then(onAdded);
  }, [item, addToCart, onAdded]);
  return null;
}
