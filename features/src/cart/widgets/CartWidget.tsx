import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Badge, Button, Icon, usePortalThemeClass, VisuallyHidden } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import { useCart, useCartViewTracking } from '../hooks';
import { CartPanel } from './CartPanel';
import * as styles from './CartWidget.css';

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
  // The drawer is portalled to the end of the page: it takes the theme of the section the trigger sits in.
  const portalTheme = usePortalThemeClass();
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {/* The accessible name starts with the visible text ("Cart 2"), so voice control users can say what they see. */}
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" className={styles.trigger}>
          <Icon name="cart" />
          <span>{t('cart.trigger')}</span>{' '}
          <Badge tone="accent" className={styles.count}>
            {count}
          </Badge>
          <VisuallyHidden> {t('cart.trigger.items', { count })}</VisuallyHidden>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${portalTheme} ${styles.drawer}`} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('cart.title')}</Dialog.Title>
            {/* First in the drawer, so it is where focus lands on opening and the way out is never scrolled away. */}
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" className={styles.close} aria-label={t('cart.close')}>
                <Icon name="close" />
              </Button>
            </Dialog.Close>
          </div>
          <CartPanel cart={cart} error={error} retry={retry} checkoutHref={checkoutHref} layout="drawer" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
