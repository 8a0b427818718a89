import { Suspense, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import {
  Badge,
  Button,
  FieldError,
  Icon,
  Link,
  Price,
  Spinner,
  TextField,
  useHydrated,
} from '@storefront/design-system';
import {
  failureWords,
  useFormat,
  useStoredUser,
  useTranslation,
  lazyWithWords,
  type ShopperFailure,
} from '../../platform';
import { useProductPageMapping } from '../../catalog';
import { useAddGifts, useApplyCoupon, useUpdateCartItem } from '../hooks';
import { TradeInCartNote } from '../../trade-in/widgets';
import type { CartLine, CartView, PostedCart } from '../types';
import * as styles from './CartWidget.css';

// Campaigns are for signed-in shoppers: a guest's cart never downloads the loyalty programme's code and words.
const LoyaltyCampaigns = lazyWithWords(() =>
  import('./LoyaltyCampaigns').then((module) => ({ default: module.LoyaltyCampaigns })),
);

/**
 * Where the cart's forms go: the site's /cart route reads them on the server (site/app/lib/cart.server.ts), so quantities
 * and promo codes work before the page has hydrated, or without JavaScript. Once it has, every button acts in the
 * browser instead and no form is sent.
 */
const CART_FORM_ACTION = '/cart';

/** A press handled in the browser: the form it belongs to is for the page before hydration only. */
const inBrowser = (act: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  act();
};

/** Where the cart is shown: in the header's drawer, or as the /cart page itself. */
export type CartLayout = 'drawer' | 'page';

/** The drawer scrolls its lines above a footer that stays; the page sets lines and summary side by side. */
const frames = {
  drawer: { body: styles.body, footer: styles.footer },
  page: { body: styles.pageMain, footer: styles.pageSummary },
} as const;

export interface CartPanelProps {
  cart: CartView | undefined;
  error: ShopperFailure | undefined;
  retry: () => void;
  checkoutHref: string;
  layout: CartLayout;
  /** The server knows the shopper has no cart yet (/cart's render): the empty cart, not a loading status. */
  knownEmpty?: boolean;
  /**
   * /cart's render for a signed-in shopper, whose cart only the browser can read: until the page runs it says so, with
   * a way on, rather than a loading status that never ends without JavaScript.
   */
  signedInOnServer?: boolean;
  /** What /cart's action answered a form sent before the page hydrated. */
  posted?: PostedCart;
  /**
   * What the shopper should know about the cart that has just moved into their account at sign-in (a quantity cut, or
   * a cart that could not move yet): said above the cart until they leave the page.
   */
  notices?: readonly ShopperFailure[];
}

/**
 * What the drawer and the /cart page both show: a failure with a way to try again, a loading status until the cart is
 * known (the drawer's server render, and /cart's for a signed-in shopper, whose cart the browser reads), then lines,
 * gifts, promo code, totals and the way to checkout.
 */
export function CartPanel({
  cart,
  error,
  retry,
  checkoutHref,
  layout,
  knownEmpty,
  signedInOnServer,
  posted,
  notices = [],
}: CartPanelProps) {
  const { t } = useTranslation();
  // A signed-in shopper's cart is read by the browser: before the page runs, /cart can only say so.
  const hydrated = useHydrated();
  const waitsForScript = signedInOnServer === true && !hydrated;
  return (
    <>
      {notices
        .map((notice) => failureWords(t, notice))
        .map((words) => (
          <p key={words} role="status" className={styles.notice}>
            {words}
          </p>
        ))}
      {error ? (
        <div role="alert" className={styles.alert}>
          <Icon name="alert" />
          <p className={styles.alertText}>{failureWords(t, error)}</p>
          <Button variant="secondary" size="sm" className={styles.alertAction} onClick={retry}>
            {t('cart.retry')}
          </Button>
        </div>
      ) : null}
      {!cart && !error && knownEmpty ? <EmptyCart layout={layout} /> : null}
      {!cart && !error && !knownEmpty && waitsForScript ? (
        <div className={frames[layout].body}>
          <p role="status" className={styles.emptyText}>
            {t('cart.signedInNeedsScript')}
          </p>
          <Link href="/">{t('cart.keepShopping')}</Link>
        </div>
      ) : null}
      {!cart && !error && !knownEmpty && !waitsForScript ? (
        <div className={frames[layout].body}>
          <p role="status" className={styles.loading}>
            <Spinner size="sm" />
            {t('cart.loading')}
          </p>
        </div>
      ) : null}
      {cart ? <CartContents cart={cart} checkoutHref={checkoutHref} layout={layout} posted={posted} /> : null}
    </>
  );
}

function EmptyCart({ layout }: { layout: CartLayout }) {
  const { t } = useTranslation();
  return (
    <div className={frames[layout].body}>
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <Icon name="cart" size="lg" />
        </span>
        <p className={styles.emptyText}>{t('cart.empty')}</p>
      </div>
    </div>
  );
}

function CartContents({
  cart,
  checkoutHref,
  layout,
  posted,
}: {
  cart: CartView;
  checkoutHref: string;
  layout: CartLayout;
  posted: PostedCart | undefined;
}) {
  const { t } = useTranslation();
  const { updateQuantity, removeItems, isUpdating, error } = useUpdateCartItem();
  // The posted form's failure stands until the shopper changes the cart in the browser.
  const [postedFailure, setPostedFailure] = useState(posted?.failure);
  const signedIn = useStoredUser() !== null;
  const frame = frames[layout];
  if (cart.lines.length === 0) return <EmptyCart layout={layout} />;
  const failure = error ?? postedFailure;
  const contents = (
    <>
      <div className={frame.body}>
        {cart.messages.map((message) => (
          <p key={message} role="status" className={styles.notice}>
            {message}
          </p>
        ))}
        {failure ? (
          <p role="alert" className={styles.alert}>
            <Icon name="alert" />
            <span>{failureWords(t, failure)}</span>
          </p>
        ) : null}
        <ul className={styles.lines} aria-busy={isUpdating}>
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.uid}
              line={line}
              onQuantity={(quantity) => {
                setPostedFailure(undefined);
                void updateQuantity(line.uid, quantity);
              }}
              onRemove={() => {
                setPostedFailure(undefined);
                void removeItems([line.uid]);
              }}
            />
          ))}
        </ul>
        <FreeGifts cart={cart} />
        <CouponField cart={cart} posted={posted?.coupon} />
        {signedIn || cart.prices.appliedCampaign ? (
          <Suspense fallback={null}>
            <LoyaltyCampaigns cart={cart} />
          </Suspense>
        ) : null}
      </div>
      {/* Totals and the way to checkout stay in view below (drawer) or beside (page) the lines, however many there are. */}
      <div className={frame.footer}>
        <CartTotals cart={cart} />
        <Button asChild size="lg" fullWidth>
          <a href={checkoutHref}>
            {t('cart.goToCheckout')}
            <Icon name="arrowRight" />
          </a>
        </Button>
      </div>
    </>
  );
  // The drawer's body and footer are its own flex rows; the page lays them out in a grid of its own.
  return layout === 'page' ? <div className={styles.pageView}>{contents}</div> : contents;
}

function CartLineItem({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { locale } = useFormat();
  const { t } = useTranslation();
  const { linkFor } = useProductPageMapping();
  return (
    <li className={styles.line}>
      {line.image ? (
        <img className={styles.thumbnail} src={line.image.url} alt="" width={72} height={72} />
      ) : (
        <span className={styles.thumbnail}>
          <Icon name="image" />
        </span>
      )}
      <div className={styles.details}>
        <div className={styles.lineHead}>
          <p className={styles.name}>
            {/* The content team maps a variant's parent SKU to the product's Builder page. */}
            <a href={linkFor(line.parentSku ?? line.sku)} className={styles.nameLink}>
              {line.name}
            </a>
            {line.isGift ? (
              <Badge tone="success" className={styles.giftBadge}>
                {t('cart.freeGift')}
              </Badge>
            ) : null}
          </p>
          <Price amount={line.rowTotal.value} currency={line.rowTotal.currency} locale={locale} />
        </div>
        {line.subscriptionFormat ? (
          <p className={styles.meta}>{t('cart.line.subscription', { format: line.subscriptionFormat })}</p>
        ) : null}
        {line.options.map((option) => (
          <p key={option} className={styles.meta}>
            {option}
          </p>
        ))}
        {/* The row total above is the unit price times the quantity; the unit price alone only tells more from two up. */}
        {line.quantity > 1 ? (
          <p className={styles.meta}>
            <Price amount={line.unitPrice.value} currency={line.unitPrice.currency} locale={locale} />{' '}
            {t('cart.each')}
          </p>
        ) : null}
        <TradeInCartNote categoryIds={line.categoryIds} />
        {line.problems.map((problem) => (
          <FieldError key={problem.code} role="alert">
            {failureWords(t, problem.failure)}
          </FieldError>
        ))}
        {/* Each button sends the line's new quantity (none to remove it) before the page hydrates. */}
        <form method="post" action={CART_FORM_ACTION} className={styles.lineActions}>
          <input type="hidden" name="intent" value="quantity" />
          <input type="hidden" name="uid" value={line.uid} />
          {line.isGift ? (
            <span />
          ) : (
            <div className={styles.quantity}>
              <Button
                variant="ghost"
                size="sm"
                className={styles.step}
                aria-label={t('cart.quantity.less', { name: line.name })}
                type="submit"
                name="quantity"
                value={line.quantity - 1}
                onClick={inBrowser(() => onQuantity(line.quantity - 1))}
              >
                <Icon name="minus" size="sm" />
              </Button>
              <span
                className={styles.quantityValue}
                aria-label={t('cart.quantity.label', { name: line.name })}
              >
                {line.quantity}
              </span>
              <Button
                variant="ghost"
                size="sm"
                className={styles.step}
                aria-label={t('cart.quantity.more', { name: line.name })}
                type="submit"
                name="quantity"
                value={line.quantity + 1}
                onClick={inBrowser(() => onQuantity(line.quantity + 1))}
              >
                <Icon name="plus" size="sm" />
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="sm"
            className={styles.remove}
            aria-label={t('cart.remove.label', { name: line.name })}
            type="submit"
            name="quantity"
            value={0}
            onClick={inBrowser(onRemove)}
          >
            {t('cart.remove')}
          </Button>
        </form>
      </div>
    </li>
  );
}

function FreeGifts({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const { addGifts, isAdding, error } = useAddGifts();
  const inCart = new Set(cart.lines.filter((line) => line.isGift).map((line) => line.sku));
  const offers = cart.freeGifts.filter((gift) => !inCart.has(gift.sku));
  if (offers.length === 0) return null;
  return (
    <section aria-label={t('cart.gifts')} className={styles.gifts}>
      {offers.map((gift) => (
        <Button
          key={gift.sku}
          variant="secondary"
          size="sm"
          fullWidth
          className={styles.giftButton}
          disabled={isAdding}
          onClick={() =>
            addGifts([
              {
                sku: gift.sku,
                quantity: 1,
                parentGiftSku: gift.parentGiftSku,
                parentGiftId: gift.parentGiftId,
              },
            ])
          }
        >
          <Icon name="plus" size="sm" />
          {t('cart.gifts.add', { name: gift.name })}
        </Button>
      ))}
      {error ? <FieldError role="alert">{failureWords(t, error)}</FieldError> : null}
    </section>
  );
}

function CouponField({ cart, posted }: { cart: CartView; posted: PostedCart['coupon'] }) {
  const { t } = useTranslation();
  const id = useId();
  // A code the server refused stays as the shopper typed it.
  const [code, setCode] = useState(posted?.code ?? '');
  const [answeredInBrowser, setAnsweredInBrowser] = useState(false);
  // A code posted empty (no JavaScript): the field says what is missing until the shopper types.
  const [missing, setMissing] = useState(posted?.missing === true);
  const field = useRef<HTMLInputElement>(null);
  const { applyCoupon, removeCoupons, isApplying, messages: browserMessages } = useApplyCoupon();
  const messages = answeredInBrowser ? browserMessages : (posted?.messages ?? []);
  const hydrated = useHydrated();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isApplying || code.trim() === '') return;
    setAnsweredInBrowser(true);
    const result = await applyCoupon(code, cart.coupons);
    if (result && result.messages.length === 0) setCode('');
  };
  const remove = async () => {
    setAnsweredInBrowser(true);
    await removeCoupons();
    // The remove button is gone now: the field is where a keyboard user carries on.
    field.current?.focus();
  };
  if (!cart.canApplyCoupons && cart.coupons.length === 0) return null;
  return (
    <form
      method="post"
      action={CART_FORM_ACTION}
      onSubmit={submit}
      aria-label={t('cart.coupon')}
      className={styles.coupon}
    >
      <div className={styles.couponRow}>
        <TextField
          ref={field}
          label={t('cart.coupon')}
          name="code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
          }}
          autoComplete="off"
          error={missing ? t('cart.coupon.enterCode') : undefined}
          // The page answering the shopper's own empty post is where they type next: focused as the server drew it,
          // since without JavaScript nothing else can move the focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={missing}
          // The field's own error describes it while there is one; otherwise the answers to the last code do.
          {...(missing ? {} : { 'aria-describedby': `${id}-messages` })}
        />
        {/* Not natively disabled: a disabled button drops the keyboard focus of the shopper who just pressed it. */}
        <Button
          type="submit"
          name="intent"
          value="coupon"
          variant="secondary"
          loading={isApplying}
          disabled={hydrated && code.trim() === ''}
        >
          {t('cart.coupon.apply')}
        </Button>
      </div>
      <div id={`${id}-messages`} role="status" className={styles.couponMessages}>
        {messages
          .map((message) => failureWords(t, message))
          .map((words) => (
            <p key={words} className={styles.couponMessage}>
              {words}
            </p>
          ))}
      </div>
      {cart.coupons.length > 0 ? (
        <p className={styles.applied}>
          <span className={styles.appliedCodes}>
            {t('cart.coupon.applied', { codes: cart.coupons.join(', ') })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            className={styles.removeCodes}
            type="submit"
            name="intent"
            value="removeCoupons"
            onClick={(event) => {
              event.preventDefault();
              void remove();
            }}
          >
            {t('cart.coupon.remove')}
          </Button>
        </p>
      ) : null}
    </form>
  );
}

function CartTotals({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const { prices } = cart;
  const { locale, money } = useFormat();
  return (
    <dl className={styles.totals}>
      <Row label={t('cart.subtotal')} value={money(prices.subtotalIncludingTax)} />
      {prices.discounts.map((discount) => (
        <Row
          key={discount.label}
          label={t('cart.discount', { label: discount.label })}
          value={`−${money(discount.amount)}`}
        />
      ))}
      {prices.appliedCampaign ? (
        <Row
          label={t('cart.totals.campaign', { points: prices.appliedCampaign.points })}
          value={`−${money(prices.appliedCampaign.amount)}`}
        />
      ) : null}
      {prices.shipping ? <Row label={t('cart.shipping')} value={money(prices.shipping)} /> : null}
      {prices.taxes.map((tax) => (
        <Row key={tax.label} label={t('cart.tax', { label: tax.label })} value={money(tax.amount)} />
      ))}
      {prices.subscriptionAmount ? (
        <Row label={t('cart.totals.subscription')} value={money(prices.subscriptionAmount)} />
      ) : null}
      <dt className={styles.grandTotal}>{t('cart.total')}</dt>
      <dd className={`${styles.amount} ${styles.grandTotal}`}>
        <Price amount={prices.grandTotal.value} currency={prices.grandTotal.currency} locale={locale} />
      </dd>
      {prices.totalAfterTrial && prices.totalAfterTrial.value !== prices.grandTotal.value ? (
        <Row label={t('cart.totals.afterTrial')} value={money(prices.totalAfterTrial)} />
      ) : null}
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={styles.amount}>{value}</dd>
    </>
  );
}
