import { Suspense, useState } from 'react';
import {
  Badge,
  Button,
  DialogContent,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
  Icon,
  Spinner,
  VisuallyHidden,
} from '@storefront/design-system';
import { useTranslation, lazyWithWords } from '../../platform';
import { useCart, useCartViewTracking } from '../hooks';
import * as styles from './CartWidget.css';

// Every page shows the cart button; the drawer's code (lines, coupons, gifts, points) loads when a shopper opens it.
const CartPanel = lazyWithWords(() => import('./CartPanel').then((panel) => ({ default: panel.CartPanel })));

export interface CartWidgetProps {
  /** Where the checkout button leads; the site hosts checkout at /checkout. */
  checkoutHref?: string;
  /** Opens the drawer on first render (stories). */
  defaultOpen?: boolean;
}

/** The mini cart: a count button that opens a drawer with lines, quantities, gifts, coupons, totals and checkout. */
export function CartWidget({ checkoutHref = '/checkout', defaultOpen = false }: CartWidgetProps) {
  const { t } = useTranslation();
  const { cart, error, retry } = useCart();
  const count = cart?.count ?? 0;
  // Open state is held here, not by the dialog, so each opening counts as one cart view.
  const [isOpen, setOpen] = useState(defaultOpen);
  useCartViewTracking(isOpen, cart);
  return (
    <DialogRoot open={isOpen} onOpenChange={setOpen}>
      {/* The accessible name starts with the visible text ("Cart 2"), so voice control users can say what they see. */}
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className={styles.trigger}>
          <Icon name="cart" />
          <span>{t('cart.trigger')}</span>{' '}
          <Badge tone="accent" className={styles.count}>
            {count}
          </Badge>
          <VisuallyHidden> {t('cart.trigger.items', { count })}</VisuallyHidden>
        </Button>
      </DialogTrigger>
      <DialogContent variant="drawer" aria-describedby={undefined}>
        <DialogHeader closeLabel={t('cart.close')}>
          <DialogTitle>{t('cart.title')}</DialogTitle>
        </DialogHeader>
        <Suspense fallback={<Spinner label={t('platform.loading')} />}>
          <CartPanel cart={cart} error={error} retry={retry} checkoutHref={checkoutHref} layout="drawer" />
        </Suspense>
      </DialogContent>
    </DialogRoot>
  );
}
